// What the webhooks' admin routes reach: the app's dependencies and the feature's own repository, built once by its
// plugin (the outbox worker binds its own to the database it is given).
import type { AppDeps } from '../../app-deps';
import { createWebhooksRepository, type WebhooksRepository } from './webhooks-repository';

export type WebhooksDeps = AppDeps & { webhooks: WebhooksRepository };

export const createWebhooksDeps = (deps: AppDeps): WebhooksDeps => ({
  ...deps,
  webhooks: createWebhooksRepository(deps.db),
});
