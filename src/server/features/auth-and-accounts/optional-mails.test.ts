// docs/security.md 'E-mail notifications', honoured by the server: the reminder job passes over an investor who
// turned reminders off, the fund's decisions and the syndication review send no status e-mail to one who turned
// those off, each optional e-mail says how to turn it off, and the e-mails that are not optional go out whatever
// the choices.
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '../../../shared/api/notification-preferences';
import type { VerificationQueueRow } from '../../../shared/api/syndication';
import { getJson, postJson, TEST_PASSWORD, testBackends, useTestApp } from '../../test/test-app';
import { type AdminSession, logInAdmin, signedIndividual } from '../back-office/testing/admin-fixtures';
import { type InvestorOnFund, investorOnFund, seedFunds, walkTo } from '../investment-flow/testing/flow-fixtures';
import {
  individualAtSigning,
  jointAtSigning,
  mailsTo,
  mailTo,
  signAsInvestor,
} from '../signing/testing/signing-fixtures';
import { investorAt } from '../syndication/testing/syndication-fixtures';

const DAY = 24 * 60 * 60 * 1000;
const REMINDER = /Subject: Reminder: your subscription/;
const APPROVED = /Subject: Your subscription to .+ has been approved/;
const REJECTED = /Subject: Your subscription to .+ was not accepted/;
const IDENTITY_APPROVED = /Subject: Your proof of identity has been approved/;
const TURN_OFF = /turn it off in your settings: https:\/\/portal\.example\.com\/account\/settings/;
const ALL_OFF: NotificationPreferences = { reminders: false, statusChanges: false, dataRoom: false };

describe.each(testBackends())('optional e-mails on %s', (backend) => {
  const clock = { now: new Date() };
  const t = useTestApp(backend, { now: () => clock.now, publicUrl: 'https://portal.example.com' });
  let admin: AdminSession;

  const at = (days: number) => {
    clock.now = new Date(Date.now() + days * DAY);
  };
  /** Mail goes out asynchronously to the SMTP peer: a moment, to see that no more comes. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  const choose = async (investor: { cookie: string }, choices: NotificationPreferences) => {
    const response = await postJson(t().app, '/api/account/notifications', choices, investor);
    expect(response.statusCode).toBe(200);
  };
  const asAdmin = async (path: string, body: unknown = {}) => postJson(t().app, path, body, await logInAdmin(t().app));
  const unfinished = async (): Promise<InvestorOnFund> => {
    const investor = await investorOnFund(t().app);
    await walkTo(t().app, investor, 'NAME_PHONE');
    return investor;
  };

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  it('reminds the investor who kept reminders on, with the way to stop them, and passes over the one who turned them off', async () => {
    at(0);
    const { smtp } = t();
    const keeping = await unfinished();
    const leaving = await unfinished();
    await choose(leaving, { reminders: false, statusChanges: true, dataRoom: true });
    at(3);
    expect((await asAdmin('/api/admin/reminders/run')).statusCode).toBe(200);
    expect(await mailTo(smtp, keeping.email, REMINDER)).toMatch(TURN_OFF);
    await settle();
    expect(mailsTo(smtp, leaving.email, REMINDER)).toHaveLength(0);

    // An admin's 'send now' respects the choice too, and says why nothing went.
    const now = await asAdmin(`/api/admin/transactions/${leaving.transactionId}/remind`);
    expect(now.statusCode).toBe(409);
    expect(now.json().message).toMatch(/turned reminder e-mails off/);
    await settle();
    expect(mailsTo(smtp, leaving.email, REMINDER)).toHaveLength(0);

    // Turned on again, the series goes on.
    await choose(leaving, { reminders: true, statusChanges: true, dataRoom: true });
    at(6);
    await asAdmin('/api/admin/reminders/run');
    await mailTo(smtp, leaving.email, REMINDER);
    at(0);
  });

  it('sends no approval or rejection e-mail to an investor who turned status e-mails off, and audits why', async () => {
    at(0);
    const { app, smtp } = t();
    const quiet = await signedIndividual(app);
    const told = await signedIndividual(app);
    // One decision per subscription (docs/admin.md 'Decisions'): the rejection is another one's.
    const quietDeclined = await signedIndividual(app);
    await choose(quiet, { reminders: true, statusChanges: false, dataRoom: true });
    await choose(quietDeclined, { reminders: true, statusChanges: false, dataRoom: true });
    for (const investor of [quiet, told]) {
      const approved = await asAdmin(`/api/admin/transactions/${investor.transactionId}/approve`);
      expect(approved.statusCode).toBe(200);
    }
    expect(await mailTo(smtp, told.email, APPROVED)).toMatch(TURN_OFF);
    const rejected = await asAdmin(`/api/admin/transactions/${quietDeclined.transactionId}/reject`, {
      reason: 'Fully subscribed.',
    });
    expect(rejected.statusCode).toBe(200);
    await settle();
    expect(mailsTo(smtp, quiet.email, APPROVED)).toHaveLength(0);
    expect(mailsTo(smtp, quietDeclined.email, REJECTED)).toHaveLength(0);

    const decisionsOf = async (transactionId: string) => {
      const entries = (await getJson(app, `/api/admin/audit?target=${transactionId}`, admin)).json().entries as {
        action: string;
        details: Record<string, unknown>;
      }[];
      return entries
        .filter((e) => e.action.startsWith('transaction.'))
        .map((e) => [e.action, e.details.isMailed, e.details.isMailTurnedOff]);
    };
    expect(await decisionsOf(quiet.transactionId)).toEqual([['transaction.approved', false, true]]);
    expect(await decisionsOf(quietDeclined.transactionId)).toEqual([['transaction.rejected', false, true]]);
  });

  it('sends no syndication review e-mail to an investor who turned status e-mails off', async () => {
    at(0);
    const { app, smtp } = t();
    const quiet = await investorAt(app, 'identitySubmitted');
    const told = await investorAt(app, 'identitySubmitted');
    await choose(quiet, { reminders: true, statusChanges: false, dataRoom: true });
    const queue = (await getJson(app, '/api/admin/verifications', admin)).json()
      .verifications as VerificationQueueRow[];
    for (const investor of [quiet, told]) {
      const row = queue.find((r) => r.investor.email === investor.email && r.kind === 'identity');
      const decided = await asAdmin(`/api/admin/verifications/${row?.verificationId}/decision`, {
        decision: 'approved',
      });
      expect(decided.statusCode).toBe(200);
    }
    expect(await mailTo(smtp, told.email, IDENTITY_APPROVED)).toMatch(TURN_OFF);
    await settle();
    expect(mailsTo(smtp, quiet.email, IDENTITY_APPROVED)).toHaveLength(0);
  });

  it('still sends the e-mails that are not optional with every choice off: signing, co-signers, security', async () => {
    at(0);
    const { app, smtp } = t();
    const individual = await individualAtSigning(app);
    await choose(individual, ALL_OFF);
    await signAsInvestor(app, individual);
    const receipt = await mailTo(smtp, individual.email, /Subject: Your subscription agreement for .+ is signed/);
    expect(receipt).not.toMatch(TURN_OFF);

    const joint = await jointAtSigning(app);
    await choose(joint, ALL_OFF);
    await signAsInvestor(app, joint);
    await mailTo(smtp, joint.coSignerEmail ?? '', /Subject: Please sign the subscription agreement/);

    const changed = await postJson(
      app,
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'another long secret' },
      individual,
    );
    expect(changed.statusCode).toBe(200);
    await mailTo(smtp, individual.email, /Subject: Your Investor Portal password was changed/);
  });
});
