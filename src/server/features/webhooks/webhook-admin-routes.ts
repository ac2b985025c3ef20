// The back office's webhook routes (docs/api.md 'Webhooks'). Writes are POST, like every admin write.
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_EVENT_TYPES } from '../../../shared/domain/webhook-events';
import { WEBHOOK_URL_MAX } from '../../../shared/schemas/admin/webhook-endpoint.schema';
import { emptyBodySchema, fundSlugSchema, objectSchema, uuidSchema } from '../../schema-parts';
import { requireAdmin } from '../auth-and-accounts/public-api';
import { adminWebhooks, createWebhookEndpoint, removeWebhookEndpoint, resendWebhookDelivery } from './webhook-admin';
import type { WebhooksDeps } from './webhooks-deps';

const eventTypeSchema = { type: 'string', enum: WEBHOOK_EVENT_TYPES } as const;
const instant = { type: 'string' } as const;
const endpointSchema = objectSchema(
  {
    id: { type: 'string' },
    url: { type: 'string' },
    eventTypes: { type: 'array', items: eventTypeSchema },
    createdAt: instant,
  },
  ['id', 'url', 'eventTypes', 'createdAt'],
);
const attemptSchema = objectSchema(
  {
    attempt: { type: 'integer' },
    statusCode: { type: ['integer', 'null'] },
    error: { type: ['string', 'null'] },
    durationMs: { type: 'integer' },
    at: instant,
  },
  ['attempt', 'statusCode', 'error', 'durationMs', 'at'],
);
const deliverySchema = objectSchema(
  {
    id: { type: 'string' },
    eventId: { type: 'string' },
    endpointId: { type: 'string' },
    endpointUrl: { type: 'string' },
    type: eventTypeSchema,
    state: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
    attempts: { type: 'array', items: attemptSchema },
    createdAt: instant,
    nextAttemptAt: { type: ['string', 'null'] },
  },
  ['id', 'eventId', 'endpointId', 'endpointUrl', 'type', 'state', 'attempts', 'createdAt', 'nextAttemptAt'],
);

const slugParams = objectSchema({ slug: fundSlugSchema }, ['slug']);
type SlugParams = { slug: string };

export const webhookAdminRoutes = async (app: FastifyInstance, { deps }: { deps: WebhooksDeps }): Promise<void> => {
  const base = '/api/admin/funds/:slug/webhooks';
  const tags = ['Webhooks'];

  app.get<{ Params: SlugParams }>(
    base,
    {
      schema: {
        tags,
        summary: "A fund's webhook endpoints and recent deliveries",
        params: slugParams,
        response: {
          200: objectSchema(
            {
              fundSlug: { type: 'string' },
              fundName: { type: 'string' },
              endpoints: { type: 'array', items: endpointSchema },
              deliveries: { type: 'array', items: deliverySchema },
            },
            ['fundSlug', 'fundName', 'endpoints', 'deliveries'],
          ),
        },
      },
    },
    (request) => {
      requireAdmin(request);
      return adminWebhooks(deps, request.params.slug);
    },
  );

  app.post<{ Params: SlugParams; Body: unknown }>(
    base,
    {
      schema: {
        tags,
        summary: 'Adds an endpoint; its signing secret is in this answer only',
        params: slugParams,
        // Shapes here; the address rule and its messages are the shared schema's (webhook-endpoint.schema.ts).
        body: objectSchema(
          {
            url: { type: 'string', maxLength: WEBHOOK_URL_MAX + 100 },
            eventTypes: {
              type: 'array',
              maxItems: WEBHOOK_EVENT_TYPES.length * 2,
              items: { type: 'string', maxLength: 100 },
            },
          },
          ['url', 'eventTypes'],
        ),
        response: {
          201: objectSchema({ endpoint: endpointSchema, secret: { type: 'string' } }, ['endpoint', 'secret']),
        },
      },
    },
    async (request, reply) => {
      const adminId = requireAdmin(request).user.id;
      const created = await createWebhookEndpoint(deps, { slug: request.params.slug, adminId, input: request.body });
      return reply.code(201).send(created);
    },
  );

  app.post<{ Params: SlugParams & { endpointId: string } }>(
    `${base}/endpoints/:endpointId/remove`,
    {
      schema: {
        tags,
        summary: 'Removes an endpoint (its deliveries stay in the log)',
        params: objectSchema({ slug: fundSlugSchema, endpointId: uuidSchema }, ['slug', 'endpointId']),
        body: emptyBodySchema,
        response: { 200: objectSchema({ removed: { type: 'boolean', const: true } }, ['removed']) },
      },
    },
    (request) => {
      const adminId = requireAdmin(request).user.id;
      return removeWebhookEndpoint(deps, { ...request.params, adminId });
    },
  );

  app.post<{ Params: SlugParams & { deliveryId: string } }>(
    `${base}/deliveries/:deliveryId/resend`,
    {
      schema: {
        tags,
        summary: 'Sends a delivery again: the same event (same id), due now',
        params: objectSchema({ slug: fundSlugSchema, deliveryId: uuidSchema }, ['slug', 'deliveryId']),
        body: emptyBodySchema,
        response: { 200: objectSchema({ deliveryId: { type: 'string' } }, ['deliveryId']) },
      },
    },
    (request) => {
      const adminId = requireAdmin(request).user.id;
      return resendWebhookDelivery(deps, { ...request.params, adminId });
    },
  );
};
