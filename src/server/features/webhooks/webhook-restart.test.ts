// docs/api.md 'Delivery': the outbox outlives the process. An app closed with events still queued leaves them in the
// database; a new app on the same database sends each exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminWebhooksAnswer } from '../../../shared/api/webhooks';
import { buildApp } from '../../app';
import { createSmtpMailer } from '../../mail/mailer';
import { generateDataKey } from '../../security/data-key';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { GENEROUS_RATE_LIMITS, getJson, LASTING_SESSIONS, postJson, testBackends } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { logInAdmin } from '../back-office/testing/admin-fixtures';
import { FUNDS, investorOnFund, seedFunds } from '../investment-flow/testing/flow-fixtures';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhook-receiver';

describe.each(testBackends())('webhooks across a restart on %s', (backend) => {
  let database: TestDatabase;
  let smtp: SmtpPeer;
  let receiver: WebhookReceiver;
  const dataKey = generateDataKey();

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    smtp = await startSmtpPeer();
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await smtp.close();
    await database.close();
  });

  /** The worker is driven by hand, so the test says which app sent what. */
  const start = (isWebhookWorkerOn: boolean) =>
    buildApp({
      db: database.db,
      mailer: createSmtpMailer(smtp.url),
      dataKey,
      rateLimits: GENEROUS_RATE_LIMITS,
      sessionLimits: LASTING_SESSIONS,
      logLevel: 'silent',
      isWebhookWorkerOn,
      // The receiver listens on this machine, which the operator's list allows.
      webhookAllowedHosts: ['127.0.0.1'],
    });

  it('delivers what the first app left queued from the second, each event once', async () => {
    const first = await start(false);
    await first.ready();
    await seedFunds(first);
    const admin = await logInAdmin(first);
    const path = `/api/admin/funds/${FUNDS.promotedVenture}/webhooks`;
    const created = await postJson(first, path, { url: receiver.url, eventTypes: ['subscription.created'] }, admin);
    expect(created.statusCode).toBe(201);

    const early = await investorOnFund(first);
    // The first app sends what is due now, then closes with more events queued.
    await first.webhookWorker.runOnce();
    expect(receiver.accepted().map((e) => e.data.transactionId)).toEqual([early.transactionId]);
    const late = [await investorOnFund(first), await investorOnFund(first)];
    await first.close();

    const second = await start(false);
    await second.ready();
    try {
      const { delivered } = await second.webhookWorker.runOnce();
      expect(delivered).toBe(2);
      const received = receiver.accepted().map((e) => e.data.transactionId);
      expect(received.sort()).toEqual([early.transactionId, ...late.map((l) => l.transactionId)].sort());
      expect(new Set(receiver.accepted().map((e) => e.id)).size).toBe(3);
      const log = (await getJson(second, path, await logInAdmin(second))).json() as AdminWebhooksAnswer;
      expect(log.deliveries.map((d) => d.state)).toEqual(['delivered', 'delivered', 'delivered']);
      expect(await second.webhookWorker.runOnce()).toEqual({ delivered: 0, failed: 0 });
    } finally {
      await second.close();
    }
  });
});
