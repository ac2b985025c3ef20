// docs/security.md 'Account settings': changing the login e-mail with the current password, confirmed by the link
// mailed to the new address (once, within a day, the newest only), told to the old address; other sessions end, and
// both steps are audited. Not for an admin acting as the investor.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_NOT_WHILE_ACTING,
  EMAIL_TAKEN,
  EMAIL_TAKEN_SINCE,
  emailChangedMessage,
  SAME_EMAIL,
} from '../../../shared/api/account-email';
import { CURRENT_PASSWORD_WRONG } from '../../../shared/api/account-security';
import { CURRENT_PASSWORD_REQUIRED, EMAIL_MAX_LENGTH } from '../../../shared/schemas/account/email-change.schema';
import { EMAIL_MESSAGE } from '../../../shared/schemas/fields/email';
import { maxLengthMessage } from '../../../shared/schemas/fields/text';
import {
  GENEROUS_RATE_LIMITS,
  getJson,
  postJson,
  sessionCookieOf,
  signUp,
  TEST_PASSWORD,
  testBackends,
  uniqueEmail,
  useTestApp,
} from '../../test/test-app';
import { logInAdmin } from '../back-office/testing/admin-fixtures';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import { mailsTo, mailTo } from '../signing/testing/signing-fixtures';

const HOUR = 60 * 60 * 1000;
const LINK = /Subject: Confirm your new Investor Portal login e-mail/;
const REQUESTED = /Subject: A change of your Investor Portal login e-mail was requested/;
const CHANGED = /Subject: Your Investor Portal login e-mail was changed/;

const tokenIn = (mail: string): string => {
  const match = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`No confirmation link in the mail:\n${mail}`);
  return match[1];
};

describe.each(testBackends())('changing the login e-mail on %s', (backend) => {
  const clock = { now: new Date() };
  const t = useTestApp(backend, { now: () => clock.now, publicUrl: 'https://portal.example.com' });

  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const logIn = async (email: string, password = TEST_PASSWORD) => {
    const response = await postJson(t().app, '/api/login', { email, password });
    return response.statusCode === 200 ? sessionCookieOf(response) : null;
  };
  const ask = (cookie: string, newEmail: string, currentPassword = TEST_PASSWORD) =>
    postJson(t().app, '/api/account/email', { newEmail, currentPassword }, { cookie });
  const confirm = (token: string, cookie?: string) =>
    postJson(t().app, '/api/account/email/confirm', { token }, cookie ? { cookie } : {});
  /** Asks for `newEmail` and answers the token of the link that arrived there. */
  const askAndReadLink = async (cookie: string, newEmail: string): Promise<string> => {
    expect((await ask(cookie, newEmail)).statusCode).toBe(200);
    return tokenIn(await mailTo(t().smtp, newEmail, LINK));
  };

  it('mails the link to the new address and a masked notice to the old, and switches the login when the link is posted', async () => {
    const { app, smtp } = t();
    const { email, cookie } = await signUp(app);
    const newEmail = uniqueEmail('moved');
    const asked = await ask(cookie, `  ${newEmail.toUpperCase()} `);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toContain(newEmail);

    const link = await mailTo(smtp, newEmail, LINK);
    expect(link).toContain('https://portal.example.com/confirm-email?token=');
    // The body is quoted-printable UTF-8: read back as text for the mask's bullets.
    const notice = Buffer.from(await mailTo(smtp, email, REQUESTED), 'latin1').toString('utf8');
    expect(notice).toContain(`${newEmail.slice(0, 1)}•••@example.com`);
    expect(notice).not.toContain(newEmail);
    expect(notice).toContain('https://portal.example.com/password-reset');
    // Nothing changes before the link is used.
    expect(await logIn(email)).not.toBeNull();
    expect(await logIn(newEmail)).toBeNull();

    const confirmed = await confirm(tokenIn(link), cookie);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: emailChangedMessage(newEmail), email: newEmail, isLoggedIn: true });
    expect(await logIn(newEmail)).not.toBeNull();
    expect(await logIn(email)).toBeNull();
    expect((await getJson(app, '/api/me', { cookie })).json().user.email1).toBe(newEmail);
    const changed = await mailTo(smtp, email, CHANGED);
    expect(changed).not.toContain(newEmail);
    // The new address got the link only; the old one both notices.
    expect(smtp.messages.filter((m) => m.to.includes(newEmail))).toHaveLength(1);
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(2);
  });

  it('refuses a wrong current password under its field, before saying anything of the address, and sends nothing', async () => {
    const { app, smtp } = t();
    const { email, cookie } = await signUp(app);
    const other = await signUp(app);
    for (const newEmail of [uniqueEmail('free'), other.email]) {
      const wrong = await ask(cookie, newEmail, 'not the password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({
        message: CURRENT_PASSWORD_WRONG,
        fields: { currentPassword: CURRENT_PASSWORD_WRONG },
      });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('refuses an address another account uses, as sign-up does, and the address it already has', async () => {
    const { app } = t();
    const { email, cookie } = await signUp(app);
    const other = await signUp(app);
    const taken = await ask(cookie, other.email.toUpperCase());
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ message: EMAIL_TAKEN, fields: { newEmail: EMAIL_TAKEN } });
    const same = await ask(cookie, email);
    expect(same.json()).toEqual({ message: SAME_EMAIL, fields: { newEmail: SAME_EMAIL } });
    expect(await logIn(other.email)).not.toBeNull();
  });

  it.each<[string, Record<string, unknown>, Record<string, string> | null]>([
    [
      'a malformed address',
      { newEmail: 'not-an-address', currentPassword: TEST_PASSWORD },
      { newEmail: EMAIL_MESSAGE },
    ],
    [
      'an over-long address',
      { newEmail: `${'a'.repeat(250)}@example.com`, currentPassword: TEST_PASSWORD },
      { newEmail: maxLengthMessage(EMAIL_MAX_LENGTH) },
    ],
    ['no address', { currentPassword: TEST_PASSWORD }, { newEmail: EMAIL_MESSAGE }],
    ['no password', { newEmail: 'someone@example.com' }, { currentPassword: CURRENT_PASSWORD_REQUIRED }],
    ['an address that is not text', { newEmail: { $ne: '' }, currentPassword: TEST_PASSWORD }, null],
    ['an unknown field', { newEmail: 'someone@example.com', currentPassword: TEST_PASSWORD, userId: 'x' }, null],
  ])('answers %s with a 400 and a message, and changes nothing', async (_name, body, fields) => {
    const { app } = t();
    const { email, cookie } = await signUp(app);
    const response = await postJson(app, '/api/account/email', body, { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    if (fields) expect(response.json().fields).toEqual(fields);
    expect(await logIn(email)).not.toBeNull();
  });

  it('confirms once only, and never through a GET', async () => {
    const { app } = t();
    const { cookie } = await signUp(app);
    const newEmail = uniqueEmail('once');
    const token = await askAndReadLink(cookie, newEmail);
    expect((await getJson(app, `/api/account/email/confirm?token=${token}`)).statusCode).toBe(404);
    expect(await logIn(newEmail)).toBeNull();
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: EMAIL_CHANGE_LINK_INVALID });
    expect((await confirm('x'.repeat(43))).json()).toEqual({ message: EMAIL_CHANGE_LINK_INVALID });
  });

  it('refuses a link older than a day', async () => {
    const { app } = t();
    const { email, cookie } = await signUp(app);
    const token = await askAndReadLink(cookie, uniqueEmail('late'));
    clock.now = new Date(Date.now() + 25 * HOUR);
    try {
      const late = await confirm(token);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toBe(EMAIL_CHANGE_LINK_INVALID);
    } finally {
      clock.now = new Date();
    }
    expect(await logIn(email)).not.toBeNull();
  });

  it('lets a newer request supersede the older one', async () => {
    const { app } = t();
    const { cookie } = await signUp(app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    const older = await askAndReadLink(cookie, first);
    const newer = await askAndReadLink(cookie, second);
    expect((await confirm(older)).statusCode).toBe(400);
    expect((await confirm(newer)).statusCode).toBe(200);
    expect(await logIn(second)).not.toBeNull();
    expect(await logIn(first)).toBeNull();
  });

  it('ends every other session, and all of them when the link is opened logged out', async () => {
    const { app } = t();
    const { email, cookie } = await signUp(app);
    const phone = (await logIn(email)) ?? '';
    const kept = await confirm(await askAndReadLink(cookie, uniqueEmail('kept')), cookie);
    expect(kept.json().isLoggedIn).toBe(true);
    expect((await getJson(app, '/api/me', { cookie })).json().isLoggedIn).toBe(true);
    expect((await getJson(app, '/api/me', { cookie: phone })).json().isLoggedIn).toBe(false);

    const elsewhere = await confirm(await askAndReadLink(cookie, uniqueEmail('elsewhere')));
    expect(elsewhere.json().isLoggedIn).toBe(false);
    expect((await getJson(app, '/api/me', { cookie })).json().isLoggedIn).toBe(false);
  });

  it('voids the link when the password was reset since, and when another account took the address', async () => {
    const { app } = t();
    const first = await signUp(app);
    const token = await askAndReadLink(first.cookie, uniqueEmail('reset'));
    // The old address follows the notice's advice: a reset link, then a new password.
    await postJson(app, '/api/password-reset', { email: first.email });
    const reset = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(await mailTo(t().smtp, first.email, /Subject: Reset/));
    const newPassword = { token: reset?.[1], password: 'a brand new secret' };
    expect((await postJson(app, '/api/password-reset/confirm', newPassword)).statusCode).toBe(200);
    expect((await confirm(token)).json()).toEqual({ message: EMAIL_CHANGE_LINK_INVALID });
    expect(await logIn(first.email, 'a brand new secret')).not.toBeNull();

    const second = await signUp(app);
    const wanted = uniqueEmail('wanted');
    const raced = await askAndReadLink(second.cookie, wanted);
    await signUp(app, wanted);
    const refused = await confirm(raced, second.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: EMAIL_TAKEN_SINCE });
    expect(await logIn(second.email)).not.toBeNull();
    expect((await getJson(app, '/api/me', { cookie: second.cookie })).json().user.email1).toBe(second.email);
  });

  it('records the request and the change in the audit log, with the account as actor', async () => {
    const { app } = t();
    const { email, cookie, userId } = await signUp(app);
    const newEmail = uniqueEmail('audited');
    await confirm(await askAndReadLink(cookie, newEmail), cookie);
    const admin = await logInAdmin(app);
    const entries = (await getJson(app, `/api/admin/audit?target=${userId}`, admin)).json().entries as {
      action: string;
      actor: { id: string } | null;
      details: Record<string, unknown>;
    }[];
    expect(entries.map((e) => [e.action, e.actor?.id, e.details]).reverse()).toEqual([
      ['account.email-change-requested', userId, { to: newEmail }],
      ['account.email-changed', userId, { from: email, to: newEmail, loggedOutSessions: 0 }],
    ]);
    expect(JSON.stringify(entries)).not.toContain(TEST_PASSWORD);
  });

  it('is closed to an admin acting as the investor, even with edits confirmed, and asking to a visitor', async () => {
    const { app, smtp } = t();
    const investor = await signUp(app);
    const token = await askAndReadLink(investor.cookie, uniqueEmail('acted'));
    const admin = await logInAdmin(app);
    await postJson(app, '/api/admin/impersonate', { userId: investor.userId, allowEdits: true }, admin);
    const asked = await postJson(
      app,
      '/api/account/email',
      { newEmail: uniqueEmail('admin-choice'), currentPassword: TEST_PASSWORD },
      admin,
    );
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe(EMAIL_CHANGE_NOT_WHILE_ACTING);
    const confirmed = await confirm(token, admin.cookie);
    expect(confirmed.statusCode).toBe(403);
    expect(mailsTo(smtp, investor.email, CHANGED)).toHaveLength(0);
    expect(
      (await postJson(app, '/api/account/email', { newEmail: 'a@example.com', currentPassword: 'x' })).statusCode,
    ).toBe(401);
    // The link still works for the investor themselves.
    expect((await confirm(token)).statusCode).toBe(200);
  });
});

describe.each(testBackends())('guessing the password through the e-mail change on %s', (backend) => {
  const t = useTestApp(backend, {
    rateLimits: { ...GENEROUS_RATE_LIMITS, loginPerEmail: { max: 3, timeWindowMs: 15 * 60_000 } },
  });

  it('counts with the password change’s attempts, per account', async () => {
    const { app } = t();
    const { cookie } = await signUp(app);
    const guess = { currentPassword: 'a guess', newPassword: 'a-new-long-secret' };
    expect((await postJson(app, '/api/account/password', guess, { cookie })).statusCode).toBe(400);
    expect((await postJson(app, '/api/account/password', guess, { cookie })).statusCode).toBe(400);
    const body = { newEmail: uniqueEmail('guess'), currentPassword: 'another guess' };
    expect((await postJson(app, '/api/account/email', body, { cookie })).statusCode).toBe(400);
    const refused = await postJson(app, '/api/account/email', { ...body, currentPassword: TEST_PASSWORD }, { cookie });
    expect(refused.statusCode).toBe(429);
    // Another account is not held by it.
    const other = await signUp(app);
    expect((await postJson(app, '/api/account/email', body, other)).statusCode).toBe(400);
  });
});
