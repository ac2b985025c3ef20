// What other features may use of webhooks (docs/design.md §4: the one file another feature imports): writing an event
// to the outbox in the caller's database transaction, and the worker the app starts and stops.
export {
  enqueueWebhookEvent,
  webhookEventInsertPrepared,
  webhookEventParams,
} from './enqueue-webhook-event';
export { resealWebhookSecrets } from './reseal-webhook-secrets';
export { openApiWebhooks } from './webhook-payloads';
export { createWebhookWorker, type WebhookWorker } from './webhook-worker';
