// docs/security.md 'Hostile input': every route, called with a body (and query) built from its own schema whose every
// string carries a NUL and other control characters, answers 4xx with a message, never 500; and where a field
// reached the store (a sign-up name, a delegate's e-mail, a phone, a data-room title), nothing of the request is kept.
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/schemas/fields/control-characters';
import { logInAdmin, signedIndividual } from '../features/back-office/testing/admin-fixtures';
import { FUNDS, seedFunds } from '../features/investment-flow/testing/flow-fixtures';
import { repositoriesOf } from '../test/repositories-of';
import { postJson, testBackends, useTestApp } from '../test/test-app';

const HOSTILE = 'a\u0000b\u001b[2J\u007f';
const ID = '00000000-0000-4000-8000-000000000000';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

/** A value of the schema's shape whose every free string is hostile. */
const hostileOf = (schema: Schema | undefined): unknown => {
  if (!schema) return HOSTILE;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return hostileOf(variant);
  const type = [schema.type ?? 'string'].flat().find((t) => t !== 'null');
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, inner]) => [key, hostileOf(inner)]));
    case 'array':
      return [hostileOf(schema.items)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return HOSTILE;
  }
};

describe.each(testBackends())('hostile input on %s', (backend) => {
  const t = useTestApp(backend);

  it('answers every route’s hostile body and query with 4xx and a message, never 500', async () => {
    const { app } = t();
    await seedFunds(app);
    const admin = await logInAdmin(app);
    const investor = await signedIndividual(app);
    const concrete = (url: string) =>
      url
        .replace(':slug', FUNDS.promotedVenture)
        .replace(':transactionId', investor.transactionId)
        .replace(/:[a-zA-Z]+/g, ID);
    // Logging out is kept for last: every other call runs in the callers' sessions.
    const routes = app.apiRoutes
      .filter((r) => r.method === 'GET' || r.method === 'POST')
      .sort((a, b) => Number(a.url === '/api/logout') - Number(b.url === '/api/logout'));
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    for (const route of routes) {
      const query = hostileOf(route.querystring as Schema | undefined) as Record<string, unknown>;
      const search = new URLSearchParams(
        Object.entries(typeof query === 'object' && query ? query : { q: HOSTILE }).map(([k, v]) => [k, String(v)]),
      );
      // Logged out, every route but the public ones answers 401 first (auth-first.test.ts walks that).
      const callers: { cookie?: string }[] = route.isPublic ? [investor, admin, {}] : [investor, admin];
      for (const caller of callers) {
        const response = await app.inject({
          method: route.method as 'GET' | 'POST',
          url: `${concrete(route.url)}?${search}`,
          headers: {
            ...(caller.cookie && { cookie: caller.cookie }),
            ...(route.method === 'POST' && { 'content-type': 'application/json' }),
          },
          ...(route.method === 'POST' && { payload: JSON.stringify(hostileOf(route.body as Schema | undefined)) }),
        });
        const isJson = String(response.headers['content-type'] ?? '').includes('json');
        const hasMessage = response.statusCode < 400 || !isJson || typeof response.json().message === 'string';
        if (response.statusCode >= 500 || !hasMessage) {
          failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a control character in a sign-up name or a delegate’s e-mail with the field named, keeping nothing', async () => {
    const { app } = t();
    const signUp = await postJson(app, '/api/signup', {
      email: 'nul.person@example.com',
      password: 'a sound passphrase 2026',
      firstName: 'Ada\u0000',
      lastName: 'Lovelace',
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json()).toEqual({
      message: CONTROL_CHARACTERS_MESSAGE,
      fields: { firstName: CONTROL_CHARACTERS_MESSAGE },
    });
    expect(await repositoriesOf(app).users.findByEmail('nul.person@example.com')).toBeUndefined();

    const investor = await signedIndividual(app);
    const invite = await postJson(app, '/api/account/delegates', { email: 'adviser\u0000@example.com' }, investor);
    expect(invite.statusCode).toBe(400);
    expect(invite.json().fields).toEqual({ email: CONTROL_CHARACTERS_MESSAGE });
    expect(t().smtp.messages.filter((m) => m.to.some((to) => to.includes('adviser')))).toEqual([]);
  });
});
