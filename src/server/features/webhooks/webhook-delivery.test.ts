// docs/api.md 'Webhooks': events written with the change that caused them and delivered by the outbox worker to a
// real HTTP receiver — exactly once to a healthy one, eventually to a flaky one, after a restart on the same
// database, again on 'send again' — signed, with stable ids, and never carrying a tax id.
import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminWebhooksAnswer, CreatedWebhookEndpointAnswer } from '../../../shared/api/webhooks';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../shared/domain/webhook-events';
import { webhookEndpoints } from '../../db/schema/webhooks';
import { DEMO_ADMIN_PASSWORD } from '../../db/seed/demo-people';
import { isPublicAddress } from '../../security/outbound-address';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import { type AdminSession, logInAdmin, signedIndividual } from '../back-office/testing/admin-fixtures';
import { FUNDS, investorOnFund, SSN, SSN_DIGITS, seedFunds } from '../investment-flow/testing/flow-fixtures';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver';
import { WEBHOOK_POLICY } from './webhook-policy';
import { isValidWebhookSignature } from './webhook-signature';
import { createWebhookWorker, DELIVERY_ERRORS } from './webhook-worker';

/** The tests move the app's clock ahead past retry delays and leases. */
let ahead = 0;
const now = () => new Date(Date.now() + ahead);
const HOUR = 3_600_000;

describe.each(testBackends())('webhook delivery on %s', (backend) => {
  const t = useTestApp(backend, { isWebhookWorkerOn: false, now });
  let admin: AdminSession;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  afterEach(async () => {
    // Every test leaves its endpoints removed and its receivers closed, so the next one starts with an empty queue.
    const { endpoints } = (await getJson(t().app, webhooksPath(), admin)).json() as AdminWebhooksAnswer;
    for (const endpoint of endpoints)
      await postJson(t().app, `${webhooksPath()}/endpoints/${endpoint.id}/remove`, {}, admin);
    await Promise.all(receivers.splice(0).map((r) => r.close()));
  });

  const webhooksPath = (slug: string = FUNDS.promotedVenture) => `/api/admin/funds/${slug}/webhooks`;

  const receiverWithEndpoint = async (
    options: { failFirst?: number; eventTypes?: readonly WebhookEventType[] } = {},
  ) => {
    const receiver = await startWebhookReceiver(options);
    receivers.push(receiver);
    const eventTypes = options.eventTypes ?? WEBHOOK_EVENT_TYPES;
    // Adding an endpoint needs a recent password (step-up), and the tests move the clock on by hours.
    expect((await postJson(t().app, '/api/account/confirm', { password: DEMO_ADMIN_PASSWORD }, admin)).statusCode).toBe(
      200,
    );
    const created = await postJson(t().app, webhooksPath(), { url: receiver.url, eventTypes }, admin);
    expect(created.statusCode).toBe(201);
    return { receiver, ...(created.json() as CreatedWebhookEndpointAnswer) };
  };

  /** Runs the worker until nothing is due even past the longest retry delay, moving the clock on when idle. */
  const drain = async () => {
    let idlePasses = 0;
    for (let pass = 0; pass < 50; pass += 1) {
      const { delivered, failed } = await t().app.webhookWorker.runOnce();
      idlePasses = delivered + failed === 0 ? idlePasses + 1 : 0;
      if (idlePasses === 2) return;
      if (idlePasses === 1) ahead += WEBHOOK_POLICY.maxRetryMs;
    }
    throw new Error('The outbox did not drain');
  };

  it('judges the addresses a name resolves to at each delivery: inside, it is refused in generic words unless listed', async () => {
    const { app, database } = t();
    // This machine's own name resolves to a non-public address (/etc/hosts): as a name saved while public that later
    // points inside would.
    const host = hostname();
    const addresses = await lookup(host, { all: true });
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((a) => isPublicAddress(a.address))).toEqual([]);
    const { receiver, endpoint } = await receiverWithEndpoint({ eventTypes: ['subscription.created'] });
    const at = new URL(receiver.url);
    await database.db
      .update(webhookEndpoints)
      .set({ url: `http://${host}:${at.port}${at.pathname}` })
      .where(eq(webhookEndpoints.id, endpoint.id));
    await investorOnFund(app);
    expect(await app.webhookWorker.runOnce()).toEqual({ delivered: 0, failed: 1 });
    expect(receiver.received).toEqual([]);
    const { deliveries } = (await getJson(app, webhooksPath(), admin)).json() as AdminWebhooksAnswer;
    const refused = deliveries.find((d) => d.endpointId === endpoint.id);
    // Generic words: no address, port or cause that would map the inside network.
    expect(refused?.attempts.map((a) => [a.statusCode, a.error])).toEqual([[null, DELIVERY_ERRORS.notAllowed]]);
    // Once the operator lists the host, the same event reaches the address the name resolved to.
    const listed = createWebhookWorker({
      db: database.db,
      cipher: app.deps.cipher,
      now,
      outbound: { allowedHosts: [host] },
    });
    ahead += WEBHOOK_POLICY.maxRetryMs;
    expect(await listed.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.accepted()).toHaveLength(1);
  });

  it('tells a receiver that cannot be reached in generic words, never the address or the cause', async () => {
    const { app } = t();
    const { receiver, endpoint } = await receiverWithEndpoint({ eventTypes: ['subscription.created'] });
    receivers.splice(receivers.indexOf(receiver), 1);
    await receiver.close();
    await investorOnFund(app);
    expect(await app.webhookWorker.runOnce()).toEqual({ delivered: 0, failed: 1 });
    const { deliveries } = (await getJson(app, webhooksPath(), admin)).json() as AdminWebhooksAnswer;
    const attempts = deliveries.find((d) => d.endpointId === endpoint.id)?.attempts ?? [];
    expect(attempts.map((a) => a.error)).toEqual([DELIVERY_ERRORS.unreachable]);
    expect(JSON.stringify(attempts)).not.toContain(new URL(receiver.url).port);
  });

  it('delivers every event of a subscription exactly once to a healthy receiver, signed and without tax ids', async () => {
    const { app } = t();
    const { receiver, secret } = await receiverWithEndpoint();
    const investor = await signedIndividual(app);
    const action = (name: string, body: object = {}) =>
      postJson(app, `/api/admin/transactions/${investor.transactionId}/${name}`, body, admin);
    expect((await action('approve')).statusCode).toBe(200);
    expect((await action('countersign', { signatoryTitle: 'General Partner' })).statusCode).toBe(200);
    expect((await action('dates', { fundsTransferDate: now().toISOString() })).statusCode).toBe(200);
    const declined = await investorOnFund(app);
    const reason = 'The fund is fully subscribed.';
    expect((await action.call(null, 'approve')).statusCode).toBe(409);
    expect(
      (await postJson(app, `/api/admin/transactions/${declined.transactionId}/reject`, { reason }, admin)).statusCode,
    ).toBe(200);

    expect(receiver.received).toEqual([]);
    const sentAt = now();
    await drain();

    const events = receiver.accepted();
    const ids = events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const mine = events.filter((e) => e.data.transactionId === investor.transactionId);
    // Receivers order events by `created`; deliveries of one pass go out side by side.
    const types = mine.map((e) => e.type);
    expect(types.filter((type) => type !== 'subscription.step_changed').sort()).toEqual([
      'subscription.approved',
      'subscription.countersigned',
      'subscription.created',
      'subscription.funded',
      'subscription.signed',
    ]);
    const steps = mine.filter((e) => e.type === 'subscription.step_changed');
    expect(steps.length).toBeGreaterThan(5);
    expect(new Set(steps.map((e) => e.data.toStep)).size).toBe(steps.length);
    expect(
      mine.find((e) => e.type === 'subscription.step_changed' && e.data.toStep === 'MID_CLOSING')?.data,
    ).toMatchObject({
      fromStep: 'DOCUMENT_SIGNED',
      fundSlug: FUNDS.promotedVenture,
      investorId: investor.userId,
    });
    expect(
      events.find((e) => e.data.transactionId === declined.transactionId && e.type === 'subscription.declined')?.data,
    ).toMatchObject({ reason });

    for (const request of receiver.received) {
      const header = String(request.headers['portal-signature']);
      expect(isValidWebhookSignature({ secret, body: request.body, header, now: sentAt })).toBe(true);
      expect(isValidWebhookSignature({ secret: `${secret}x`, body: request.body, header, now: sentAt })).toBe(false);
      expect(isValidWebhookSignature({ secret, body: `${request.body} `, header, now: sentAt })).toBe(false);
      // A replay outside the tolerance window is refused.
      const later = new Date(sentAt.getTime() + 10 * 60_000);
      expect(isValidWebhookSignature({ secret, body: request.body, header, now: later })).toBe(false);
      expect(request.headers['portal-event-id']).toBe(JSON.parse(request.body).id);
      expect(request.body).not.toContain(SSN);
      expect(request.body).not.toContain(SSN_DIGITS);
      // Not even the last four, outside the ids (a random UUID may hold those four digits).
      expect(request.body.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, '')).not.toContain('6789');
    }
    // Nothing is left to send.
    expect(await app.webhookWorker.runOnce()).toEqual({ delivered: 0, failed: 0 });
  });

  it('sends only the chosen event types, and nothing for a fund without endpoints', async () => {
    const { app } = t();
    const { receiver } = await receiverWithEndpoint({ eventTypes: ['subscription.approved'] });
    const investor = await signedIndividual(app);
    await postJson(app, `/api/admin/transactions/${investor.transactionId}/approve`, {}, admin);
    await investorOnFund(app, FUNDS.syndicationMultiple);
    await drain();
    expect(receiver.accepted().map((e) => [e.type, e.data.transactionId])).toEqual([
      ['subscription.approved', investor.transactionId],
    ]);
  });

  it('keeps trying a flaky receiver with backoff until it answers, and logs each attempt', async () => {
    const { app } = t();
    const { receiver } = await receiverWithEndpoint({ failFirst: 3, eventTypes: ['subscription.created'] });
    const investor = await investorOnFund(app);
    expect((await app.webhookWorker.runOnce()).failed).toBe(1);
    // Not due again before its backoff.
    expect(await app.webhookWorker.runOnce()).toEqual({ delivered: 0, failed: 0 });
    await drain();
    expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 500, 200]);
    expect(new Set(receiver.received.map((r) => JSON.parse(r.body).id)).size).toBe(1);
    const { deliveries } = (await getJson(app, webhooksPath(), admin)).json() as AdminWebhooksAnswer;
    const delivery = deliveries.find((d) => d.type === 'subscription.created');
    expect(delivery).toMatchObject({ state: 'delivered', nextAttemptAt: null });
    expect(delivery?.attempts.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
      [1, 500, 'HTTP 500'],
      [2, 500, 'HTTP 500'],
      [3, 500, 'HTTP 500'],
      [4, 200, null],
    ]);
    expect(receiver.accepted()[0]?.data.transactionId).toBe(investor.transactionId);
  });

  it('gives up after the last attempt, and sends the same event again on request', async () => {
    const { app } = t();
    const failures = WEBHOOK_POLICY.maxAttempts;
    const { receiver } = await receiverWithEndpoint({ failFirst: failures, eventTypes: ['subscription.created'] });
    await investorOnFund(app);
    await drain();
    expect(receiver.received).toHaveLength(failures);
    const before = (await getJson(app, webhooksPath(), admin)).json() as AdminWebhooksAnswer;
    const failed = before.deliveries.find((d) => d.state === 'failed');
    expect(failed?.attempts).toHaveLength(failures);

    const resent = await postJson(app, `${webhooksPath()}/deliveries/${failed?.id}/resend`, {}, admin);
    expect(resent.statusCode).toBe(200);
    await drain();
    expect(receiver.accepted().map((e) => e.id)).toEqual([failed?.eventId]);
    const unknown = await postJson(
      app,
      `${webhooksPath()}/deliveries/00000000-0000-4000-8000-000000000000/resend`,
      {},
      admin,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('does not send to a removed endpoint', async () => {
    const { app } = t();
    const { receiver, endpoint } = await receiverWithEndpoint({ eventTypes: ['subscription.created'] });
    await investorOnFund(app);
    expect((await postJson(app, `${webhooksPath()}/endpoints/${endpoint.id}/remove`, {}, admin)).statusCode).toBe(200);
    await investorOnFund(app);
    await drain();
    expect(receiver.received).toEqual([]);
  });

  it('takes over deliveries claimed by a worker that stopped once their lease runs out', async () => {
    const { app } = t();
    const { receiver } = await receiverWithEndpoint({ eventTypes: ['subscription.created'] });
    await investorOnFund(app);
    // A process claims the delivery, then dies before sending it.
    const { createWebhooksRepository } = await import('./webhooks-repository');
    const claimed = await createWebhooksRepository(app.deps.db).claimDue({
      now: now(),
      leaseUntil: new Date(now().getTime() + WEBHOOK_POLICY.leaseMs),
      limit: 10,
    });
    expect(claimed).toHaveLength(1);
    expect(await app.webhookWorker.runOnce()).toEqual({ delivered: 0, failed: 0 });
    ahead += WEBHOOK_POLICY.leaseMs;
    expect(await app.webhookWorker.runOnce()).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.accepted()).toHaveLength(1);
    ahead += HOUR;
  });
});
