// Issue 'Reminders': backoff and cap, pauses, 'send now', the audit, and the job run twice at once sending once; the
// job is the one schedule for co-signers too (e-signature's run is the same run), so their reminders keep the same
// pauses, backoff and cap.
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson, testBackends, useTestApp } from '../../../test/test-app';
import { type InvestorOnFund, investorOnFund, seedFunds, walkTo } from '../../investment-flow/testing/flow-fixtures';
import {
  jointAtSigning,
  mailsTo,
  mailTo,
  type SigningCase,
  signAsInvestor,
} from '../../signing/testing/signing-fixtures';
import { type AdminDeps, createAdminDeps } from '../admin-deps';
import { type AdminSession, logInAdmin, signedIndividual } from '../testing/admin-fixtures';
import { NOTHING_TO_REMIND, REMINDED_JUST_NOW, runReminders, sendRemindersNow } from './reminder-job';

const DAY = 24 * 60 * 60 * 1000;
const WIZARD = /Subject: Reminder: your subscription/;
const CO_SIGNER = /Subject: Reminder: please sign/;

describe.each(testBackends())('the reminder job on %s', (backend) => {
  const clock = { now: new Date() };
  const t = useTestApp(backend, { now: () => clock.now });
  let deps: AdminDeps;
  let admin: AdminSession;

  const at = (days: number) => {
    clock.now = new Date(Date.now() + days * DAY);
  };

  const unfinished = async (): Promise<InvestorOnFund> => {
    at(0);
    const investor = await investorOnFund(t().app);
    await walkTo(t().app, investor, 'NAME_PHONE');
    return investor;
  };

  const wizardMails = (investor: InvestorOnFund) => mailsTo(t().smtp, investor.email, WIZARD).length;

  /** Mail goes out asynchronously to the SMTP peer: wait until `count` arrived (or a moment, to see no more come). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeAll(async () => {
    await seedFunds(t().app);
    deps = createAdminDeps(t().app.deps);
    admin = await logInAdmin(t().app);
  });

  it('sends one reminder when two processes run the job at the same time', async () => {
    const investor = await unfinished();
    at(3);
    const runs = await Promise.all([runReminders(deps), runReminders(deps)]);
    await settle();
    expect(wizardMails(investor)).toBe(1);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBeGreaterThanOrEqual(1);
    const entries = await deps.office.auditTrail.list({ action: 'reminder.sent', target: investor.transactionId });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: null, details: { kind: 'wizard', count: 1, trigger: 'schedule' } });
    expect(entries[0]?.seq).not.toBeNull();
  });

  it('waits longer after each reminder and stops after three', async () => {
    const investor = await unfinished();
    const sends = [];
    for (const day of [1, 3, 4, 6, 8, 14, 16, 30, 60]) {
      at(day);
      await runReminders(deps);
      await settle();
      sends.push([day, wizardMails(investor)]);
    }
    // First after 2 days, then 4 and 8 days after the one before; never a fourth.
    expect(sends).toEqual([
      [1, 0],
      [3, 1],
      [4, 1],
      [6, 1],
      [8, 2],
      [14, 2],
      [16, 3],
      [30, 3],
      [60, 3],
    ]);
  });

  it('leaves a paused investor alone, yet lets an admin send one now', async () => {
    const { app } = t();
    const investor = await unfinished();
    const paused = await postJson(app, `/api/admin/investors/${investor.userId}/reminders`, { isPaused: true }, admin);
    expect(paused.statusCode).toBe(200);
    at(3);
    await runReminders(deps);
    await settle();
    expect(wizardMails(investor)).toBe(0);
    const now = await postJson(app, `/api/admin/transactions/${investor.transactionId}/remind`, {}, admin);
    expect(now.json()).toEqual({ sent: 1, skipped: 0 });
    await settle();
    expect(wizardMails(investor)).toBe(1);
    const again = await postJson(app, `/api/admin/transactions/${investor.transactionId}/remind`, {}, admin);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(REMINDED_JUST_NOW);
    const [entry] = await deps.office.auditTrail.list({ action: 'reminder.sent', target: investor.transactionId });
    expect(entry).toMatchObject({ actor: { id: admin.userId }, details: { trigger: 'admin' } });
    await postJson(app, `/api/admin/investors/${investor.userId}/reminders`, { isPaused: false }, admin);
    at(3 + 5);
    await runReminders(deps);
    await settle();
    expect(wizardMails(investor)).toBe(2);
  });

  it('closes the series once the wizard is finished', async () => {
    at(0);
    const investor = await signedIndividual(t().app);
    at(3);
    await runReminders(deps);
    await settle();
    expect(wizardMails(investor)).toBe(0);
    await expect(sendRemindersNow(deps, admin.userId, investor.transactionId)).rejects.toThrow(NOTHING_TO_REMIND);
  });

  it('reminds a co-signer who has not signed, once for two concurrent runs, with a fresh link', async () => {
    at(0);
    const joint: SigningCase = await jointAtSigning(t().app);
    await signAsInvestor(t().app, joint);
    const email = joint.coSignerEmail ?? '';
    at(3);
    await Promise.all([runReminders(deps), runReminders(deps)]);
    await settle();
    expect(mailsTo(t().smtp, email, CO_SIGNER)).toHaveLength(1);
    const entries = await deps.office.auditTrail.list({ action: 'reminder.sent', target: joint.transactionId });
    expect(entries.map((e) => e.details.kind)).toEqual(['coSigner']);
  });

  /** A joint subscription the investor signed at day 0: the co-signer is invited and has not signed. */
  const invitedCoSigner = async () => {
    at(0);
    const joint: SigningCase = await jointAtSigning(t().app);
    await signAsInvestor(t().app, joint);
    await mailTo(t().smtp, joint.coSignerEmail ?? '', /Subject: Please sign/);
    return { joint, coSignerMails: () => mailsTo(t().smtp, joint.coSignerEmail ?? '', CO_SIGNER).length };
  };

  /** Every way a run is asked for, `times` over at once: the job itself, the back office's and e-signature's address. */
  const runEveryWay = async (times = 1) => {
    // The clock moves days on: a fresh login, as an admin would have.
    const now = await logInAdmin(t().app);
    const answers = await Promise.all(
      Array.from({ length: times }, () => [
        runReminders(deps),
        postJson(t().app, '/api/admin/reminders/run', {}, now).then((r) => r.json()),
        postJson(t().app, '/api/admin/signing/reminders', {}, now).then((r) => r.json()),
      ]).flat(),
    );
    for (const answer of answers) expect(answer).toEqual({ sent: expect.any(Number), skipped: expect.any(Number) });
  };

  const setPaused = async (userId: string, isPaused: boolean) => {
    const now = await logInAdmin(t().app);
    const response = await postJson(t().app, `/api/admin/investors/${userId}/reminders`, { isPaused }, now);
    expect(response.statusCode).toBe(200);
  };

  it("leaves a paused investor's co-signer alone, whichever way the run is asked for", async () => {
    const { joint, coSignerMails } = await invitedCoSigner();
    await setPaused(joint.userId, true);
    for (const day of [3, 7, 20]) {
      at(day);
      await runEveryWay();
      await settle();
      expect(coSignerMails()).toBe(0);
    }
    await setPaused(joint.userId, false);
    await runEveryWay();
    await settle();
    expect(coSignerMails()).toBe(1);
  });

  it('sends a co-signer one reminder when every process and both run addresses fire at once, and keeps the backoff', async () => {
    const { joint, coSignerMails } = await invitedCoSigner();
    const sends = [];
    // By day 6.5, three days after the first reminder, e-signature's own hourly run used to send again; the job waits
    // four days after the first (backoff), so the second goes out at day 7.
    for (const day of [3, 5, 6.5, 7.1]) {
      at(day);
      await runEveryWay(2);
      await settle();
      sends.push([day, coSignerMails()]);
    }
    expect(sends).toEqual([
      [3, 1],
      [5, 1],
      [6.5, 1],
      [7.1, 2],
    ]);
    const entries = await deps.office.auditTrail.list({ action: 'reminder.sent', target: joint.transactionId });
    expect(entries.filter((e) => e.details.kind === 'coSigner').map((e) => e.details.count)).toEqual([2, 1]);
  });
});
