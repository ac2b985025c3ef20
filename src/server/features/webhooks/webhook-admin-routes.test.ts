// docs/api.md 'Webhooks': an admin adds an endpoint with the shared schema's rules (https, or http to this machine;
// at least one known event), sees its secret once, and the secret is kept sealed; hostile input gets a 4xx.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminWebhooksAnswer, CreatedWebhookEndpointAnswer } from '../../../shared/api/webhooks';
import { EVENTS_REQUIRED, URL_NOT_ALLOWED, URL_REQUIRED } from '../../../shared/schemas/admin/webhook-endpoint.schema';
import { webhookEndpoints } from '../../db/schema/webhooks';
import { createDataCipher } from '../../security/data-cipher';
import { generateDataKey } from '../../security/data-key';
import { ADDRESS_NOT_ALLOWED } from '../../security/outbound-address';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import { type AdminSession, logInAdmin } from '../back-office/testing/admin-fixtures';
import { FUNDS, seedFunds } from '../investment-flow/testing/flow-fixtures';
import { resealWebhookSecrets } from './reseal-webhook-secrets';

describe.each(testBackends())('webhook endpoints in the back office on %s', (backend) => {
  const t = useTestApp(backend, { isWebhookWorkerOn: false });
  let admin: AdminSession;
  const path = `/api/admin/funds/${FUNDS.equityRaise}/webhooks`;

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  const endpointsNow = async () => ((await getJson(t().app, path, admin)).json() as AdminWebhooksAnswer).endpoints;

  it('shows the secret once and keeps it sealed at rest', async () => {
    const created = await postJson(
      t().app,
      path,
      { url: ' https://crm.example.com/hooks/portal ', eventTypes: ['subscription.approved', 'subscription.approved'] },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const { endpoint, secret } = created.json() as CreatedWebhookEndpointAnswer;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    expect(endpoint).toMatchObject({
      url: 'https://crm.example.com/hooks/portal',
      eventTypes: ['subscription.approved'],
    });
    const listed = await getJson(t().app, path, admin);
    expect(listed.body).not.toContain(secret);
    expect(await endpointsNow()).toContainEqual(endpoint);
    const [row] = await t().app.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.secretSealed).not.toContain(secret);
    expect(t().app.deps.cipher.decrypt(row?.secretSealed ?? '')).toBe(secret);
    expect(t().logs.join('\n')).not.toContain(secret);
  });

  it('re-seals the secrets with a new data key (key rotation)', async () => {
    const { app, dataKey } = t();
    const newKey = generateDataKey();
    const rotating = createDataCipher([newKey, dataKey]);
    const { webhookSecrets } = await resealWebhookSecrets(app.deps.db, rotating);
    expect(webhookSecrets).toBeGreaterThan(0);
    expect(await resealWebhookSecrets(app.deps.db, rotating)).toEqual({ webhookSecrets: 0 });
    const rows = await app.deps.db.select().from(webhookEndpoints);
    const newOnly = createDataCipher([newKey]);
    for (const row of rows) expect(newOnly.decrypt(row.secretSealed)).toMatch(/^whsec_/);
  });

  it.each([
    [{ url: 'http://crm.example.com/hook', eventTypes: ['subscription.created'] }, { url: URL_NOT_ALLOWED }],
    [{ url: 'https://user:pw@crm.example.com/hook', eventTypes: ['subscription.created'] }, { url: URL_NOT_ALLOWED }],
    [{ url: '   ', eventTypes: ['subscription.created'] }, { url: URL_REQUIRED }],
    [{ url: 'https://crm.example.com/hook', eventTypes: [] }, { eventTypes: EVENTS_REQUIRED }],
    [{ url: 'https://crm.example.com/hook', eventTypes: ['subscription.deleted'] }, { eventTypes: expect.any(String) }],
    // Addresses inside the server's own network (the cloud's metadata, private, unique-local, written as a number).
    ...[
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.1/',
      'https://[fd00::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://0.0.0.0/',
      'https://localhost/',
    ].map((url): [object, object] => [{ url, eventTypes: ['subscription.created'] }, { url: ADDRESS_NOT_ALLOWED }]),
  ])('refuses %j with field messages and saves nothing', async (body, fields) => {
    const before = await endpointsNow();
    const response = await postJson(t().app, path, body, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual(fields);
    expect(await endpointsNow()).toEqual(before);
  });

  it.each([
    ['an unknown field', { url: 'https://crm.example.com/hook', eventTypes: ['subscription.created'], extra: 1 }],
    ['a wrong type', { url: 42, eventTypes: ['subscription.created'] }],
    ['no events at all', { url: 'https://crm.example.com/hook' }],
    [
      'an address too long',
      { url: `https://crm.example.com/${'a'.repeat(3000)}`, eventTypes: ['subscription.created'] },
    ],
  ])('answers 400 to %s', async (_name, body) => {
    const response = await postJson(t().app, path, body, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 404 for an unknown fund, endpoint or delivery and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getJson(t().app, '/api/admin/funds/no-such-fund/webhooks', admin)).statusCode).toBe(404);
    expect((await postJson(t().app, `${path}/endpoints/${unknown}/remove`, {}, admin)).statusCode).toBe(404);
    expect((await postJson(t().app, `${path}/deliveries/${unknown}/resend`, {}, admin)).statusCode).toBe(404);
    expect((await postJson(t().app, `${path}/endpoints/not-an-id/remove`, {}, admin)).statusCode).toBe(400);
  });
});
