// docs/security.md 'E-mail notifications': the investor's choices of optional e-mails, each on until turned off,
// saved per account and audited; the investor's own, so never for an admin acting as them.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATIONS_NOT_WHILE_ACTING,
  NOTIFICATIONS_SAVED,
} from '../../../shared/api/notification-preferences';
import { getJson, postJson, signUp, testBackends, useTestApp } from '../../test/test-app';
import { logInAdmin } from '../back-office/testing/admin-fixtures';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';

const PATH = '/api/account/notifications';

describe.each(testBackends())('e-mail choices on %s', (backend) => {
  const t = useTestApp(backend);

  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const choicesOf = async (cookie: string) => (await getJson(t().app, PATH, { cookie })).json();

  it('has every optional e-mail on until the investor turns one off', async () => {
    const { cookie } = await signUp(t().app);
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({ reminders: true, statusChanges: true, dataRoom: true });
    expect(await choicesOf(cookie)).toEqual({ reminders: true, statusChanges: true, dataRoom: true });
  });

  it('keeps what the investor saves, for their account only, and audits each change', async () => {
    const { app } = t();
    const investor = await signUp(app);
    const other = await signUp(app);
    const saved = await postJson(app, PATH, { reminders: false, statusChanges: true, dataRoom: true }, investor);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      reminders: false,
      statusChanges: true,
      dataRoom: true,
      message: NOTIFICATIONS_SAVED,
    });
    expect(await choicesOf(investor.cookie)).toEqual({ reminders: false, statusChanges: true, dataRoom: true });
    expect(await choicesOf(other.cookie)).toEqual({ reminders: true, statusChanges: true, dataRoom: true });
    await postJson(app, PATH, { reminders: true, statusChanges: false, dataRoom: false }, investor);
    expect(await choicesOf(investor.cookie)).toEqual({ reminders: true, statusChanges: false, dataRoom: false });

    const admin = await logInAdmin(app);
    const entries = (await getJson(app, `/api/admin/audit?target=${investor.userId}`, admin)).json().entries as {
      action: string;
      actor: { id: string } | null;
      details: Record<string, unknown>;
    }[];
    expect(entries.map((e) => [e.action, e.actor?.id, e.details])).toEqual([
      ['account.notifications-changed', investor.userId, { reminders: true, statusChanges: false, dataRoom: false }],
      ['account.notifications-changed', investor.userId, { reminders: false, statusChanges: true, dataRoom: true }],
    ]);
  });

  it.each([
    ['a choice missing', { reminders: false }],
    ['text where a yes or no belongs', { reminders: 'false', statusChanges: true }],
    ['null', { reminders: null, statusChanges: true }],
    ['an unknown choice', { reminders: false, statusChanges: false, dataRoom: false, securityMails: false }],
    ['the data room left out', { reminders: false, statusChanges: false }],
    ['an array', [false, false]],
  ])('refuses %s with a 400 and a message, and keeps the choices', async (_name, body) => {
    const { app } = t();
    const { cookie } = await signUp(app);
    const response = await postJson(app, PATH, body, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await choicesOf(cookie)).toEqual({ reminders: true, statusChanges: true, dataRoom: true });
  });

  it('is closed to an admin acting as the investor, even with edits confirmed, and to a visitor', async () => {
    const { app } = t();
    const investor = await signUp(app);
    const admin = await logInAdmin(app);
    await postJson(app, '/api/admin/impersonate', { userId: investor.userId, allowEdits: true }, admin);
    const read = await getJson(app, PATH, admin);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(NOTIFICATIONS_NOT_WHILE_ACTING);
    const write = await postJson(app, PATH, { reminders: false, statusChanges: false, dataRoom: true }, admin);
    expect(write.statusCode).toBe(403);
    expect((await getJson(app, PATH)).statusCode).toBe(401);
    expect((await postJson(app, PATH, { reminders: false, statusChanges: false, dataRoom: true })).statusCode).toBe(
      401,
    );
    expect(await choicesOf(investor.cookie)).toEqual({ reminders: true, statusChanges: true, dataRoom: true });
  });
});
