// The back office's webhook settings per fund (docs/api.md 'Webhooks'): add an endpoint (its secret answered once,
// then kept sealed), remove one, list endpoints and recent deliveries, and send a delivery again.
import type {
  AdminWebhooksAnswer,
  CreatedWebhookEndpointAnswer,
  WebhookDeliveryView,
  WebhookEndpointView,
} from '../../../shared/api/webhooks';
import { webhookEndpointErrors } from '../../../shared/schemas/admin/webhook-endpoint.schema';
import { recordAdminAction } from '../../audit/record-action';
import { FIELDS_TO_CORRECT, HttpError } from '../../http-error';
import { outboundUrlRefusal } from '../../security/outbound-address';
import { newWebhookSecret } from './webhook-signature';
import type { WebhooksDeps } from './webhooks-deps';
import type { DeliveryRow, EndpointRow } from './webhooks-repository';

export const FUND_NOT_FOUND = 'Fund not found.';
export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found.';
export const DELIVERY_NOT_FOUND = 'Delivery not found.';
const RECENT_DELIVERIES = 50;

type Deps = Pick<WebhooksDeps, 'db' | 'cipher' | 'now' | 'config' | 'webhooks'>;

const toEndpointView = (row: EndpointRow): WebhookEndpointView => ({
  id: row.id,
  url: row.url,
  eventTypes: row.eventTypes,
  createdAt: row.createdAt.toISOString(),
});

const stateOf = (row: DeliveryRow) => (row.deliveredAt ? 'delivered' : row.failedAt ? 'failed' : 'pending');

const fundOf = async (deps: Deps, slug: string) => {
  const fund = await deps.webhooks.fundBySlug(slug);
  if (!fund) throw new HttpError(404, FUND_NOT_FOUND);
  return fund;
};

export const adminWebhooks = async (deps: Deps, slug: string): Promise<AdminWebhooksAnswer> => {
  const repo = deps.webhooks;
  const fund = await fundOf(deps, slug);
  const [endpoints, recent] = await Promise.all([
    repo.listEndpoints(fund.id),
    repo.recentDeliveries(fund.id, RECENT_DELIVERIES),
  ]);
  const attempts = await repo.attemptsOf(recent.map((r) => r.delivery.id));
  const deliveries = recent.map(({ delivery, url }): WebhookDeliveryView => {
    const state = stateOf(delivery);
    return {
      id: delivery.id,
      eventId: delivery.eventId,
      endpointId: delivery.endpointId,
      endpointUrl: url,
      type: delivery.type,
      state,
      attempts: attempts
        .filter((a) => a.deliveryId === delivery.id)
        .map((a) => ({
          attempt: a.attempt,
          statusCode: a.statusCode,
          error: a.error,
          durationMs: a.durationMs,
          at: a.at.toISOString(),
        })),
      createdAt: delivery.createdAt.toISOString(),
      nextAttemptAt: state === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
    };
  });
  return { fundSlug: slug, fundName: fund.name, endpoints: endpoints.map(toEndpointView), deliveries };
};

export const createWebhookEndpoint = async (
  deps: Deps,
  { slug, adminId, input }: { slug: string; adminId: string; input: unknown },
): Promise<CreatedWebhookEndpointAnswer> => {
  const fields = webhookEndpointErrors(input);
  if (Object.keys(fields).length > 0) throw new HttpError(400, FIELDS_TO_CORRECT, { fields });
  const { url, eventTypes } = input as { url: string; eventTypes: AdminWebhooksAnswer['endpoints'][0]['eventTypes'] };
  const refusal = outboundUrlRefusal(url, deps.config.outbound);
  if (refusal !== null) throw new HttpError(400, FIELDS_TO_CORRECT, { fields: { url: refusal } });
  const fund = await fundOf(deps, slug);
  const secret = newWebhookSecret();
  const row = await deps.webhooks.createEndpoint({
    fundId: fund.id,
    url: url.trim(),
    secretSealed: deps.cipher.encrypt(secret),
    eventTypes: [...new Set(eventTypes)],
    createdBy: adminId,
  });
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'webhook.endpoint.created',
    target: slug,
    details: { endpointId: row.id, url: row.url, eventTypes: row.eventTypes },
  });
  return { endpoint: toEndpointView(row), secret };
};

export const removeWebhookEndpoint = async (
  deps: Deps,
  { slug, adminId, endpointId }: { slug: string; adminId: string; endpointId: string },
): Promise<{ removed: true }> => {
  const fund = await fundOf(deps, slug);
  if (!(await deps.webhooks.removeEndpoint(fund.id, endpointId, deps.now()))) {
    throw new HttpError(404, ENDPOINT_NOT_FOUND);
  }
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'webhook.endpoint.removed',
    target: slug,
    details: { endpointId },
  });
  return { removed: true };
};

export const resendWebhookDelivery = async (
  deps: Deps,
  { slug, adminId, deliveryId }: { slug: string; adminId: string; deliveryId: string },
): Promise<{ deliveryId: string }> => {
  const fund = await fundOf(deps, slug);
  const row = await deps.webhooks.resend(fund.id, deliveryId, deps.now());
  if (!row) throw new HttpError(404, DELIVERY_NOT_FOUND);
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'webhook.delivery.resent',
    target: slug,
    details: { deliveryId, newDeliveryId: row.id, eventId: row.eventId },
  });
  return { deliveryId: row.id };
};
