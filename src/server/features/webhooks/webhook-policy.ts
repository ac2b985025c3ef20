// How deliveries are retried (docs/api.md 'Delivery'): exponential backoff from a minute, capped at six hours, eight
// attempts in all (about a day); a lease long enough for the request's timeout.
export type WebhookPolicy = {
  maxAttempts: number;
  firstRetryMs: number;
  maxRetryMs: number;
  timeoutMs: number;
  leaseMs: number;
  batch: number;
  checkEveryMs: number;
};

export const WEBHOOK_POLICY: WebhookPolicy = {
  maxAttempts: 8,
  firstRetryMs: 60_000,
  maxRetryMs: 6 * 3_600_000,
  timeoutMs: 10_000,
  leaseMs: 60_000,
  batch: 20,
  checkEveryMs: 2_000,
};

/** The wait after the given failed attempt (1-based): first, 2×first, 4×first … up to the cap. */
export const retryDelayMs = (policy: WebhookPolicy, attempt: number): number =>
  Math.min(policy.maxRetryMs, policy.firstRetryMs * 2 ** (attempt - 1));
