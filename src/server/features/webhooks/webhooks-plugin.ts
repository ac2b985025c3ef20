// Outbound webhooks (docs/api.md 'Webhooks') as one Fastify plugin: the back office's routes, and the outbox worker
// every process runs while the app is up. Closing the app stops the worker and waits for the pass in flight.
import type { FastifyInstance } from 'fastify';
import { webhookAdminRoutes } from './webhook-admin-routes';
import type { WebhookWorker } from './webhook-worker';
import { createWebhooksDeps } from './webhooks-deps';

export type WebhooksOptions = { worker: WebhookWorker; isWorkerOn: boolean };

export const webhooksPlugin = async (app: FastifyInstance, { worker, isWorkerOn }: WebhooksOptions): Promise<void> => {
  await app.register(webhookAdminRoutes, { deps: createWebhooksDeps(app.deps) });
  if (!isWorkerOn) return;
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
};
