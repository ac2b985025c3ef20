// A process that stops (SIGTERM, app.close) finishes the reminder it is sending and gives back at once the ones it
// claimed and has not started, so another process sends them now rather than when the claim runs out; none is sent
// twice and none is lost (docs/operations.md 'Stopping a process').
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reminders } from '../../../db/schema/back-office';
import { mailText, type ReceivedMail } from '../../../test/smtp-peer';
import { type Backend, startTestApp, type TestApp, testBackends } from '../../../test/test-app';
import { type InvestorOnFund, investorOnFund, seedFunds, walkTo } from '../../investment-flow/testing/flow-fixtures';
import { mailsTo } from '../../signing/testing/signing-fixtures';
import { createAdminDeps } from '../admin-deps';
import { runReminders } from './reminder-job';
import { REMINDER_POLICY } from './reminder-policy';

const DAY = 24 * 60 * 60 * 1000;
/** A poll that succeeds returns at once; only a failure waits this long (two cores shared with other tests). */
const WAIT = { timeout: 15_000 };
const WIZARD = /Subject: Reminder: your subscription/;

const seriesOf = (t: TestApp, investors: InvestorOnFund[]) =>
  t.app.deps.db
    .select()
    .from(reminders)
    .where(
      inArray(
        reminders.transactionId,
        investors.map((i) => i.transactionId),
      ),
    );

const claimedCount = async (t: TestApp, investors: InvestorOnFund[]) =>
  (await seriesOf(t, investors)).filter((r) => r.claimedUntil !== null).length;

const unfinishedInvestors = async (t: TestApp, count: number): Promise<InvestorOnFund[]> => {
  const investors: InvestorOnFund[] = [];
  for (let i = 0; i < count; i += 1) {
    const investor = await investorOnFund(t.app);
    await walkTo(t.app, investor, 'NAME_PHONE');
    investors.push(investor);
  }
  return investors;
};

const isReminder = (mail: ReceivedMail): boolean => WIZARD.test(mailText(mail));

const remindedOnce = (t: TestApp, investors: InvestorOnFund[]) =>
  investors.map((i) => mailsTo(t.smtp, i.email, WIZARD).length);

describe.each(testBackends())('the reminder schedule stopping on %s', (backend: Backend) => {
  const clock = { now: new Date() };

  it('gives back what a run claimed and has not started as soon as it is asked to stop', async () => {
    const t = await startTestApp(backend, { now: () => clock.now, reminderSchedule: { checkEveryMs: 3_600_000 } });
    try {
      await seedFunds(t.app);
      clock.now = new Date();
      const investors = await unfinishedInvestors(t, 3);
      clock.now = new Date(Date.now() + 3 * DAY);
      const deps = createAdminDeps(t.app.deps);
      t.smtp.hold(isReminder);
      const stopping = new AbortController();
      const run = runReminders(deps, REMINDER_POLICY, stopping.signal);
      await expect.poll(() => t.smtp.held().length, WAIT).toBe(1);
      expect(await claimedCount(t, investors)).toBe(3);
      stopping.abort();
      // The two not started are claimable again while the first is still being sent.
      await expect.poll(() => claimedCount(t, investors), WAIT).toBe(1);
      t.smtp.release();
      expect((await run).sent).toBe(1);
      expect(await claimedCount(t, investors)).toBe(0);
      // Another run (another process) sends the two given back.
      expect((await runReminders(deps)).sent).toBe(2);
      expect(remindedOnce(t, investors)).toEqual([1, 1, 1]);
    } finally {
      await t.app.close();
      await t.smtp.close();
      await t.database.close();
    }
  });

  it("stops the app's own schedule on close: the reminder in flight is finished, the rest given back", async () => {
    clock.now = new Date();
    const t = await startTestApp(backend, { now: () => clock.now, reminderSchedule: { checkEveryMs: 50 } });
    let isClosed = false;
    try {
      await seedFunds(t.app);
      const investors = await unfinishedInvestors(t, 3);
      t.smtp.hold(isReminder);
      clock.now = new Date(Date.now() + 3 * DAY);
      await expect.poll(() => t.smtp.held().length, WAIT).toBe(1);
      const closing = t.app.close().then(() => {
        isClosed = true;
      });
      await expect.poll(() => claimedCount(t, investors), WAIT).toBe(1);
      // Close waits for the reminder being sent.
      expect(isClosed).toBe(false);
      t.smtp.release();
      await closing;
      const series = await seriesOf(t, investors);
      expect(series.map((r) => r.sentCount).sort()).toEqual([0, 0, 1]);
      expect(series.every((r) => r.claimedUntil === null)).toBe(true);
      expect(remindedOnce(t, investors).sort()).toEqual([0, 0, 1]);
    } finally {
      if (!isClosed) await t.app.close();
      await t.smtp.close();
      await t.database.close();
    }
  });
});
