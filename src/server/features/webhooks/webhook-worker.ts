// Sends the webhook outbox (docs/api.md 'Delivery'): every process runs one worker on a timer; each run claims what
// is due, posts each event signed with its endpoint's secret (node's fetch, with a timeout), logs the attempt and
// either marks it delivered (any 2xx), schedules a retry with exponential backoff, or gives up after the last
// attempt. At least once: a receiver that answered but whose answer was lost gets the event again, with the same id.

import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '../../../shared/api/webhooks';
import type { Db } from '../../db/database';
import type { DataCipher } from '../../security/data-cipher';
import { retryDelayMs, WEBHOOK_POLICY, type WebhookPolicy } from './webhook-policy';
import { webhookSignature } from './webhook-signature';
import { type ClaimedDelivery, createWebhooksRepository } from './webhooks-repository';

export type WebhookWorkerDeps = {
  db: Db;
  cipher: DataCipher;
  now: () => Date;
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

const MAX_ERROR_LENGTH = 500;

export const webhookBody = (delivery: ClaimedDelivery): string =>
  JSON.stringify({
    id: delivery.eventId,
    type: delivery.type,
    created: delivery.createdAt.toISOString(),
    data: delivery.data,
  });

const post = async (delivery: ClaimedDelivery, secret: string, at: Date, timeoutMs: number) => {
  const body = webhookBody(delivery);
  const started = performance.now();
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'InvestorPortal-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(secret, body, at),
        [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    const isOk = response.status >= 200 && response.status < 300;
    return {
      isOk,
      statusCode: response.status,
      error: isOk ? null : `HTTP ${response.status}`,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    const message =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return {
      isOk: false,
      statusCode: null,
      error: message.slice(0, MAX_ERROR_LENGTH),
      durationMs: Math.round(performance.now() - started),
    };
  }
};

export const createWebhookWorker = (deps: WebhookWorkerDeps, policy: WebhookPolicy = WEBHOOK_POLICY): WebhookWorker => {
  const repo = createWebhooksRepository(deps.db);
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | undefined;

  const deliver = async (delivery: ClaimedDelivery): Promise<boolean> => {
    const at = deps.now();
    const outcome = await post(delivery, deps.cipher.decrypt(delivery.secretSealed), at, policy.timeoutMs);
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
