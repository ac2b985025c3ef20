// A fund's outbound webhooks in the back office (docs/api.md 'Webhooks'): endpoints, the secret shown once, and the
// delivery log.
import type { WebhookEventType } from '../domain/webhook-events';

/** POST /api/admin/funds/:slug/webhooks: what the form sends. */
export type WebhookEndpointInput = { url: string; eventTypes: WebhookEventType[] };

export type WebhookEndpointView = {
  id: string;
  url: string;
  eventTypes: WebhookEventType[];
  createdAt: string;
};

export type WebhookDeliveryState = 'pending' | 'delivered' | 'failed';

export type WebhookAttemptView = {
  attempt: number;
  /** The receiver's HTTP status; null when no answer came (refused, timed out). */
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  at: string;
};

export type WebhookDeliveryView = {
  id: string;
  /** The event's id, the same in every delivery of it (the receiver de-duplicates on it). */
  eventId: string;
  endpointId: string;
  endpointUrl: string;
  type: WebhookEventType;
  state: WebhookDeliveryState;
  attempts: WebhookAttemptView[];
  createdAt: string;
  nextAttemptAt: string | null;
};

/** GET /api/admin/funds/:slug/webhooks. */
export type AdminWebhooksAnswer = {
  fundSlug: string;
  fundName: string;
  endpoints: WebhookEndpointView[];
  /** The most recent deliveries, newest first. */
  deliveries: WebhookDeliveryView[];
};

/** POST /api/admin/funds/:slug/webhooks: the secret appears in this answer only. */
export type CreatedWebhookEndpointAnswer = { endpoint: WebhookEndpointView; secret: string };

export const WEBHOOK_SIGNATURE_HEADER = 'portal-signature';
export const WEBHOOK_EVENT_ID_HEADER = 'portal-event-id';
