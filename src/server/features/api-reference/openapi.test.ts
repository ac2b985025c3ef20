// docs/api.md 'OpenAPI': the document @fastify/swagger builds from the routes' schemas is valid OpenAPI 3.1 (checked
// by @readme/openapi-parser), describes the webhooks, is for admins only, and covers every route: a body schema for
// every POST/PUT/PATCH (state-changing calls always send JSON, docs/design.md §5) and a schema for a 2xx answer — JSON, or
// for files (PDF, CSV, ZIP, images) the content type with a binary string.
import { validate } from '@readme/openapi-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../../shared/domain/webhook-events';
import { getJson, signUp, testBackends, useTestApp } from '../../test/test-app';
import { logInAdmin } from '../back-office/testing/admin-fixtures';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import { OPENAPI_PATH } from './api-reference-routes';

type Operation = {
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, unknown>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const WITH_BODY = new Set(['post', 'put', 'patch']);

const hasSchema = (content: Record<string, { schema?: object }> | undefined): boolean =>
  content !== undefined &&
  Object.keys(content).length > 0 &&
  Object.values(content).every((media) => media.schema !== undefined && Object.keys(media.schema).length > 0);

/** Every operation that misses a body schema or a 2xx answer's schema, as 'METHOD path: what'. */
const coverageGaps = (document: Document): string[] => {
  const gaps: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const name = `${method.toUpperCase()} ${path}`;
      if (WITH_BODY.has(method) && !hasSchema(operation.requestBody?.content)) gaps.push(`${name}: body`);
      const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      if (!success.some(([, response]) => hasSchema(response.content))) gaps.push(`${name}: 2xx answer`);
    }
  }
  return gaps;
};

describe.each(testBackends())('the OpenAPI document on %s', (backend) => {
  const t = useTestApp(backend, { isWebhookWorkerOn: false });
  let document: Document;

  beforeAll(async () => {
    await seedFunds(t().app);
    const response = await getJson(t().app, OPENAPI_PATH, await logInAdmin(t().app));
    expect(response.statusCode).toBe(200);
    document = response.json() as Document;
  });

  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('describes every webhook event the portal sends', () => {
    expect(Object.keys(document.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
  });

  it('lists the API routes and no web page', () => {
    expect(Object.keys(document.paths)).toContain('/api/admin/funds/{slug}/webhooks');
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('is for admins only', async () => {
    expect((await getJson(t().app, OPENAPI_PATH)).statusCode).toBe(401);
    expect((await getJson(t().app, OPENAPI_PATH, await signUp(t().app))).statusCode).toBe(403);
  });

  it('has a schema for every body and for every 2xx answer', () => {
    expect(coverageGaps(document)).toEqual([]);
  });

  it('finds a route without a body or answer schema', () => {
    const gaps = coverageGaps({
      openapi: '3.1.0',
      paths: {
        '/api/x': {
          post: { responses: { '200': { content: { 'application/json': { schema: { type: 'object' } } } } } },
          get: { responses: { '200': {} } },
        },
      },
    });
    expect(gaps).toEqual(['GET /api/x: 2xx answer', 'POST /api/x: body']);
  });
});
