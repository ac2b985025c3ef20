// Back-office webhook calls (docs/api.md 'Webhooks').
import type {
  AdminWebhooksAnswer,
  CreatedWebhookEndpointAnswer,
  WebhookEndpointInput,
} from '../../../../shared/api/webhooks';
import { adminRequest } from './admin-request';

const webhooksPath = (slug: string) => `/api/admin/funds/${encodeURIComponent(slug)}/webhooks`;

export const getWebhooks = (slug: string, signal?: AbortSignal) =>
  adminRequest<AdminWebhooksAnswer>({ path: webhooksPath(slug), signal });

export const createWebhookEndpoint = (slug: string, input: WebhookEndpointInput) =>
  adminRequest<CreatedWebhookEndpointAnswer>({ path: webhooksPath(slug), method: 'POST', body: input });

export const removeWebhookEndpoint = (slug: string, endpointId: string) =>
  adminRequest<{ removed: true }>({
    path: `${webhooksPath(slug)}/endpoints/${encodeURIComponent(endpointId)}/remove`,
    method: 'POST',
    body: {},
  });

export const resendWebhookDelivery = (slug: string, deliveryId: string) =>
  adminRequest<{ deliveryId: string }>({
    path: `${webhooksPath(slug)}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
    method: 'POST',
    body: {},
  });
