// docs/security.md 'Account settings': changing the password with the current one, the sessions logged in to the
// account, and "log out everywhere else"; each audited, the change e-mailed, and none of it open to an admin acting
// as the investor.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountSessionsAnswer,
  CURRENT_PASSWORD_WRONG,
  deviceOf,
  NOT_WHILE_ACTING,
  PASSWORD_CHANGED,
  SAME_PASSWORD,
} from '../../../shared/api/account-security';
import {
  getJson,
  postJson,
  sessionCookieOf,
  signUp,
  TEST_PASSWORD,
  testBackends,
  useTestApp,
} from '../../test/test-app';
import { logInAdmin } from '../back-office/testing/admin-fixtures';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'a-new-and-longer-secret';

describe.each(testBackends())('account security on %s', (backend) => {
  const t = useTestApp(backend);

  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const logIn = async (email: string, password: string, userAgent: string) => {
    const response = await postJson(
      t().app,
      '/api/login',
      { email, password },
      { headers: { 'user-agent': userAgent } },
    );
    return response.statusCode === 200 ? sessionCookieOf(response) : null;
  };
  const sessionsOf = async (cookie: string) =>
    (await getJson(t().app, '/api/account/sessions', { cookie })).json() as AccountSessionsAnswer;

  it('changes the password with the current one, keeps this session, logs out the others and says so by e-mail', async () => {
    const { app, smtp } = t();
    const { email } = await signUp(app);
    const here = (await logIn(email, TEST_PASSWORD, FIREFOX_ON_WINDOWS)) ?? '';
    const elsewhere = (await logIn(email, TEST_PASSWORD, SAFARI_ON_IPHONE)) ?? '';

    const changed = await postJson(
      app,
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      { cookie: here },
    );
    expect(changed.statusCode).toBe(200);
    // Two others: the sign-up's session and the phone's.
    expect(changed.json()).toEqual({ message: PASSWORD_CHANGED, loggedOutSessions: 2 });
    expect((await getJson(app, '/api/account/sessions', { cookie: here })).statusCode).toBe(200);
    expect((await getJson(app, '/api/account/sessions', { cookie: elsewhere })).statusCode).toBe(401);
    expect(await logIn(email, TEST_PASSWORD, FIREFOX_ON_WINDOWS)).toBeNull();
    expect(await logIn(email, NEW_PASSWORD, FIREFOX_ON_WINDOWS)).not.toBeNull();
    const mail = await smtp.waitFor(email);
    expect(mail.raw).toMatch(/Subject: Your Investor Portal password was changed/);
    expect(mail.raw).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password or the same password, under the field, and changes nothing', async () => {
    const { app } = t();
    const { email, cookie } = await signUp(app);
    const wrong = await postJson(
      app,
      '/api/account/password',
      { currentPassword: 'not the password', newPassword: NEW_PASSWORD },
      { cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: CURRENT_PASSWORD_WRONG,
      fields: { currentPassword: CURRENT_PASSWORD_WRONG },
    });
    const same = await postJson(
      app,
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
      { cookie },
    );
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ fields: { newPassword: SAME_PASSWORD } });
    const short = await postJson(
      app,
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'short' },
      { cookie },
    );
    expect(short.statusCode).toBe(400);
    expect(await logIn(email, TEST_PASSWORD, FIREFOX_ON_WINDOWS)).not.toBeNull();
    expect(await logIn(email, NEW_PASSWORD, FIREFOX_ON_WINDOWS)).toBeNull();
  });

  it('lists the sessions by browser and address, marks this one, and logs out everywhere else', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    const desk = (await logIn(email, TEST_PASSWORD, FIREFOX_ON_WINDOWS)) ?? '';
    const phone = (await logIn(email, TEST_PASSWORD, SAFARI_ON_IPHONE)) ?? '';
    const { sessions } = await sessionsOf(desk);
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ device: 'Firefox on Windows', isCurrent: true });
    // This session first, then the others, newest first.
    expect(sessions[1]).toMatchObject({ device: 'Safari on iOS', isCurrent: false });
    expect(sessions.filter((s) => s.isCurrent)).toHaveLength(1);
    expect(sessions[0]?.ip).toBeTruthy();

    const ended = await postJson(app, '/api/account/sessions/log-out-others', {}, { cookie: desk });
    expect(ended.json()).toEqual({ loggedOutSessions: 2 });
    expect((await sessionsOf(desk)).sessions.map((s) => s.isCurrent)).toEqual([true]);
    expect((await getJson(app, '/api/account/sessions', { cookie: phone })).statusCode).toBe(401);
  });

  it('records each change in the audit log, with no password in it', async () => {
    const { app } = t();
    const { cookie, userId } = await signUp(app);
    await postJson(
      app,
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      { cookie },
    );
    await postJson(app, '/api/account/sessions/log-out-others', {}, { cookie });
    const admin = await logInAdmin(app);
    const entries = (await getJson(app, `/api/admin/audit?target=${userId}`, admin)).json().entries as {
      action: string;
      actor: { id: string } | null;
      details: Record<string, unknown>;
    }[];
    expect(entries.map((e) => e.action).sort()).toEqual(['account.password-changed', 'account.sessions-ended']);
    expect(entries.every((e) => e.actor?.id === userId)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(NEW_PASSWORD);
  });

  it('is closed to an admin acting as the investor, even with edits confirmed, and to a visitor', async () => {
    const { app } = t();
    const investor = await signUp(app);
    const admin = await logInAdmin(app);
    const acting = await postJson(app, '/api/admin/impersonate', { userId: investor.userId, allowEdits: true }, admin);
    expect(acting.statusCode).toBe(200);
    for (const [method, url, body] of [
      ['POST', '/api/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }],
      ['GET', '/api/account/sessions', undefined],
      ['POST', '/api/account/sessions/log-out-others', {}],
    ] as const) {
      const asAdmin = method === 'GET' ? await getJson(app, url, admin) : await postJson(app, url, body, admin);
      expect(asAdmin.statusCode, url).toBe(403);
      expect(asAdmin.json().message).toBe(NOT_WHILE_ACTING);
      const asVisitor = method === 'GET' ? await getJson(app, url) : await postJson(app, url, body);
      expect(asVisitor.statusCode, url).toBe(401);
    }
    expect(await logIn(investor.email, TEST_PASSWORD, FIREFOX_ON_WINDOWS)).not.toBeNull();
  });
});

describe('naming a session by its browser', () => {
  it.each([
    [FIREFOX_ON_WINDOWS, 'Firefox on Windows'],
    [SAFARI_ON_IPHONE, 'Safari on iOS'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
      'Edge on Windows',
    ],
    ['curl/8.5.0', 'A browser'],
    [null, 'Unknown browser'],
  ])('%s', (userAgent, expected) => {
    expect(deviceOf(userAgent)).toBe(expected);
  });
});
