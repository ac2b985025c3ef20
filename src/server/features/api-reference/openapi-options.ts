// How @fastify/swagger describes the API (docs/api.md 'OpenAPI'): OpenAPI 3.1, the /api routes only (the web app's
// pages and files are not API), and the webhooks the portal sends (the 3.1 top-level `webhooks`).
import type { FastifyDynamicSwaggerOptions, SwaggerOptions } from '@fastify/swagger';

/** The 3.1 document's `webhooks`: path items, as the payload schemas (webhooks/webhook-payloads.ts) build them. */
type Webhooks = Extract<NonNullable<FastifyDynamicSwaggerOptions['openapi']>, { webhooks?: unknown }>['webhooks'];

export const openApiOptions = (webhooks: Record<string, unknown>): SwaggerOptions => ({
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Investor portal API',
      version: '1',
      description:
        'The portal’s API, generated from the JSON schemas its routes validate with. Errors are JSON `{ message, fields? }`.',
    },
    webhooks: webhooks as Webhooks,
  },
  transform: ({ schema, url }) => ({
    schema: url.startsWith('/api/') ? schema : { ...schema, hide: true },
    url,
  }),
});
