// Sends the webhook outbox (docs/api.md 'Delivery'): every process runs one worker on a timer; each run claims what
// is due, posts each event signed with its endpoint's secret (node's http client, with a timeout, to public addresses
// only: src/server/security/outbound-address.ts), logs the attempt and
// either marks it delivered (any 2xx), schedules a retry with exponential backoff, or gives up after the last
// attempt. At least once: a receiver that answered but whose answer was lost gets the event again, with the same id.

import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '../../../shared/api/webhooks';
import type { Db } from '../../db/database';
import type { DataCipher } from '../../security/data-cipher';
import {
  AddressNotAllowedError,
  guardedLookup,
  type OutboundPolicy,
  outboundUrlRefusal,
} from '../../security/outbound-address';
import { retryDelayMs, WEBHOOK_POLICY, type WebhookPolicy } from './webhook-policy';
import { webhookSignature } from './webhook-signature';
import { type ClaimedDelivery, createWebhooksRepository } from './webhooks-repository';

export type WebhookWorkerDeps = {
  db: Db;
  cipher: DataCipher;
  now: () => Date;
  /** Where deliveries may go (WEBHOOK_ALLOWED_HOSTS): public addresses, and the hosts the operator lists. */
  outbound: OutboundPolicy;
  onError?: (error: unknown) => void;
};

export type WebhookWorker = {
  /** One pass: claims what is due and sends it; answers how many were delivered and how many failed. */
  runOnce: () => Promise<{ delivered: number; failed: number }>;
  /** Runs every `checkEveryMs` until stopped. */
  start: () => void;
  /** Stops the timer and waits for the pass in flight (graceful shutdown); what it had not claimed stays queued. */
  stop: () => Promise<void>;
};

export const webhookBody = (delivery: ClaimedDelivery): string =>
  JSON.stringify({
    id: delivery.eventId,
    type: delivery.type,
    created: delivery.createdAt.toISOString(),
    data: delivery.data,
  });

/** What an attempt records: the receiver's HTTP status, or a failure in generic words (no address, port or cause). */
export const DELIVERY_ERRORS = {
  notAllowed: 'The receiver’s address is not allowed.',
  timeout: 'The receiver did not answer in time.',
  unreachable: 'The receiver could not be reached.',
} as const;

type Outcome = { isOk: boolean; statusCode: number | null; error: string | null; durationMs: number };

/**
 * Posts one event with node's http(s) client: the host resolved by the guarded lookup (public addresses only, unless
 * the operator allows the host) and connected to at the address judged; an address written in the URL is judged
 * before connecting. Redirects are not followed.
 */
const post = (
  delivery: ClaimedDelivery,
  secret: string,
  at: Date,
  { timeoutMs, policy }: { timeoutMs: number; policy: OutboundPolicy },
): Promise<Outcome> => {
  const body = webhookBody(delivery);
  const started = performance.now();
  const settle = (outcome: Omit<Outcome, 'durationMs'>): Outcome => ({
    ...outcome,
    durationMs: Math.round(performance.now() - started),
  });
  const failure = (error: string) => settle({ isOk: false, statusCode: null, error });
  let url: URL;
  try {
    url = new URL(delivery.url);
  } catch {
    return Promise.resolve(failure(DELIVERY_ERRORS.notAllowed));
  }
  if (outboundUrlRefusal(delivery.url, policy) !== null) return Promise.resolve(failure(DELIVERY_ERRORS.notAllowed));
  const send = url.protocol === 'https:' ? httpsRequest : url.protocol === 'http:' ? httpRequest : null;
  if (!send) return Promise.resolve(failure(DELIVERY_ERRORS.notAllowed));
  return new Promise((resolve) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'InvestorPortal-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(secret, body, at),
          [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
        },
        lookup: guardedLookup(policy),
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        // The answer's body is not needed; reading it frees the connection.
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const isOk = status >= 200 && status < 300;
          resolve(settle({ isOk, statusCode: status, error: isOk ? null : `HTTP ${status}` }));
        });
        response.on('error', () => resolve(failure(DELIVERY_ERRORS.unreachable)));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof AddressNotAllowedError) resolve(failure(DELIVERY_ERRORS.notAllowed));
      else if (error.name === 'AbortError' || error.name === 'TimeoutError') resolve(failure(DELIVERY_ERRORS.timeout));
      else resolve(failure(DELIVERY_ERRORS.unreachable));
    });
    request.end(body);
  });
};

export const createWebhookWorker = (deps: WebhookWorkerDeps, policy: WebhookPolicy = WEBHOOK_POLICY): WebhookWorker => {
  const repo = createWebhooksRepository(deps.db);
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;

  const deliver = async (delivery: ClaimedDelivery): Promise<boolean> => {
    const at = deps.now();
    const outcome = await post(delivery, deps.cipher.decrypt(delivery.secretSealed), at, {
      timeoutMs: policy.timeoutMs,
      policy: deps.outbound,
    });
    const attempt = { statusCode: outcome.statusCode, error: outcome.error, durationMs: outcome.durationMs, at };
    if (outcome.isOk) {
      await repo.settle(delivery, attempt, { deliveredAt: deps.now() });
      return true;
    }
    const next =
      delivery.attempts >= policy.maxAttempts
        ? { failedAt: deps.now() }
        : { nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(policy, delivery.attempts)) };
    await repo.settle(delivery, attempt, next);
    return false;
  };

  const runOnce = async () => {
    const now = deps.now();
    const claimed = await repo.claimDue({
      now,
      leaseUntil: new Date(now.getTime() + policy.leaseMs),
      limit: policy.batch,
    });
    const outcomes = await Promise.all(claimed.map(deliver));
    const delivered = outcomes.filter(Boolean).length;
    return { delivered, failed: outcomes.length - delivered };
  };

  /** A pass still running when the timer fires again is left to finish; the next tick starts the next pass. */
  const tick = () => {
    if (inFlight) return;
    inFlight = runOnce()
      .catch((error: unknown) => deps.onError?.(error))
      .finally(() => {
        inFlight = undefined;
      });
  };

  return {
    runOnce,
    start: () => {
      if (timer) return;
      timer = setInterval(tick, policy.checkEveryMs);
      // A pending run never keeps the process alive.
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      await inFlight;
    },
  };
};
