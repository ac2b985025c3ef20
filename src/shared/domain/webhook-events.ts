// The events a fund's outbound webhooks carry (docs/api.md 'Webhooks'): one name per moment of a subscription,
// named as the status vocabulary (investment-status.ts) names what follows it.
export const WEBHOOK_EVENT_TYPES = [
  'subscription.created',
  'subscription.step_changed',
  'subscription.signed',
  'subscription.approved',
  'subscription.declined',
  'subscription.withdrawn',
  'subscription.countersigned',
  'subscription.funded',
  'subscription.change_requested',
  'screening.completed',
  'screening.cleared',
  'screening.confirmed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'subscription.created': 'Subscription created',
  'subscription.step_changed': 'Wizard step changed',
  'subscription.signed': 'Agreement signed by every signer',
  'subscription.approved': 'Approved',
  'subscription.declined': 'Declined',
  'subscription.withdrawn': 'Withdrawn by the investor',
  'subscription.countersigned': 'Countersigned by the fund',
  'subscription.funded': 'Funds received',
  'subscription.change_requested': 'Change requested',
  'screening.completed': 'Identity checks screened',
  'screening.cleared': 'Possible match cleared',
  'screening.confirmed': 'Possible match confirmed',
};

export const isWebhookEventType = (value: string): value is WebhookEventType =>
  (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/** Endpoints must use https; plain http only to this machine, for development and tests (docs/api.md). */
export const isAllowedWebhookUrl = (value: string): boolean => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
};
