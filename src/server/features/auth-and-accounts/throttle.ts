// Counts attempts per key in the database-backed rate-limit store and refuses with 429 past the rule's maximum.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';

/** A rule of RateLimits (app-deps.ts): so many in a window. */
type RateLimitRule = { max: number; timeWindowMs: number };

export type Throttle = (request: FastifyRequest, key: string) => Promise<void>;

export const createThrottle = (
  app: FastifyInstance,
  name: string,
  rule: RateLimitRule,
  message = 'Too many attempts. Please wait and try again.',
): Throttle => {
  const limiter = app.createRateLimit({
    keyGenerator: (request) => `${name}:${(request as FastifyRequest & { throttleKey?: string }).throttleKey ?? ''}`,
    max: rule.max,
    timeWindow: rule.timeWindowMs,
  });
  return async (request, key) => {
    const keyed = request as FastifyRequest & { throttleKey?: string };
    keyed.throttleKey = key;
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new HttpError(429, message, {
        retryAfterSeconds: result.ttlInSeconds,
      });
    }
  };
};

export const TOO_MANY_MAILS = 'Too many e-mails were sent from here or to this address. Please wait and try again.';

/**
 * Before a request sends an e-mail a person asked for (an invitation, a code, an address change, a reminder): at most
 * so many per hour caused by one account, and so many to one address, whoever asks (RateLimits.mailPerAccount,
 * mailPerRecipient); past them, 429 before anything is written or sent.
 */
export const createMailThrottle = (app: FastifyInstance) => {
  const { mailPerAccount, mailPerRecipient } = app.deps.config.rateLimits;
  const byAccount = createThrottle(app, 'mail:account', mailPerAccount, TOO_MANY_MAILS);
  const byRecipient = createThrottle(app, 'mail:recipient', mailPerRecipient, TOO_MANY_MAILS);
  return async (request: FastifyRequest, { account, recipient }: { account: string | null; recipient: string }) => {
    if (account !== null) await byAccount(request, account);
    await byRecipient(request, recipient.trim().toLowerCase());
  };
};
