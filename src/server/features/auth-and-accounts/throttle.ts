// Counts attempts per key in the database-backed rate-limit store and refuses with 429 past the rule's maximum.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitRule } from '../../app-deps';
import { HttpError } from '../../http-error';

export type Throttle = (request: FastifyRequest, key: string) => Promise<void>;

export const createThrottle = (app: FastifyInstance, name: string, rule: RateLimitRule): Throttle => {
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
      throw new HttpError(429, 'Too many attempts. Please wait and try again.', {
        retryAfterSeconds: result.ttlInSeconds,
      });
    }
  };
};
