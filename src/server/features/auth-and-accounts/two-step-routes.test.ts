// docs/security.md 'Two-step verification': an authenticator app (TOTP) with recovery codes, asked for after the
// password; each code good once; required for administrators before the back office; never removed by a password
// reset; closed to an admin acting as the investor.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG } from '../../../shared/api/account-security';
import {
  ADMINS_KEEP_IT,
  CODE_WRONG,
  LOGIN_CHALLENGE_ENDED,
  NOT_WHILE_ACTING_TWO_STEP,
  RECOVERY_CODE_WRONG,
  SECOND_FACTOR_REQUIRED,
  TWO_STEP_SETUP_PATH,
} from '../../../shared/api/two-step';
import { totpFactors } from '../../db/schema/users';
import { createDataCipher } from '../../security/data-cipher';
import { generateDataKey } from '../../security/data-key';
import { hashPassword } from '../../security/password';
import { mailText } from '../../test/smtp-peer';
import {
  getJson,
  postJson,
  sessionCookieOf,
  signUp,
  TEST_PASSWORD,
  testBackends,
  uniqueEmail,
  useTestApp,
} from '../../test/test-app';
import { currentCode, enrolTotp } from '../../test/two-step';
import { logInAdmin } from '../back-office/testing/admin-fixtures';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import { createAuthRepositories } from './auth-repositories';
import { resealSecondFactors } from './reseal-second-factors';
import { createSecondFactorsRepository } from './second-factors-repository';

const STEP_MS = 30_000;

describe.each(testBackends())('two-step verification on %s', (backend) => {
  let clock = new Date('2026-11-26T09:00:00Z');
  const t = useTestApp(backend, { now: () => clock });
  /** The next 30-second step of the authenticator app. */
  const nextStep = () => {
    clock = new Date(clock.getTime() + STEP_MS);
  };

  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const challengeCookie = (response: { cookies: { name: string; value: string }[] }) => {
    const cookie = response.cookies.find((c) => c.name === 'portal_login_challenge');
    return cookie ? `portal_login_challenge=${cookie.value}` : '';
  };
  const passwordStep = (email: string, password = TEST_PASSWORD) =>
    postJson(t().app, '/api/login', { email, password });
  const secondStep = (challenge: string, body: Record<string, string>) =>
    postJson(t().app, '/api/login/second-factor', body, { cookie: challenge });
  const isLoggedIn = async (cookie: string) =>
    (await getJson(t().app, '/api/me', { cookie })).json().isLoggedIn as boolean;

  it('sets up an authenticator app from a QR code, confirmed by a first code, and answers ten recovery codes', async () => {
    const { app, smtp } = t();
    const { cookie, userId, email } = await signUp(app);
    expect((await getJson(app, '/api/account/two-step', { cookie })).json()).toEqual({
      isEnabled: false,
      hasSecondFactor: false,
      confirmedAt: null,
      recoveryCodesLeft: 0,
      isRequired: false,
    });
    const withoutPassword = await postJson(app, '/api/account/two-step/totp', { password: 'wrong' }, { cookie });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().fields).toEqual({ password: CURRENT_PASSWORD_WRONG });
    const setup = await postJson(app, '/api/account/two-step/totp', { password: TEST_PASSWORD }, { cookie });
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Investor%20Portal:${encodeURIComponent(email)}?secret=${secret}&issuer=Investor%20Portal`,
    );
    expect(qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const wrong = await postJson(app, '/api/account/two-step/totp/confirm', { code: '000000' }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: CODE_WRONG, fields: { code: CODE_WRONG } });
    const confirmed = await postJson(
      app,
      '/api/account/two-step/totp/confirm',
      { code: await currentCode(app, secret) },
      { cookie },
    );
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await getJson(app, '/api/account/two-step', { cookie })).json()).toMatchObject({
      isEnabled: true,
      hasSecondFactor: true,
      recoveryCodesLeft: 10,
    });
    // The secret is sealed at rest like a tax id.
    const [row] = await app.deps.db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
    expect(row?.secretSealed).toMatch(/^enc:v1:/);
    expect(row?.secretSealed).not.toContain(secret);
    expect(mailText(await smtp.waitFor(email))).toContain('Two-step verification was turned on');
    // A second app cannot replace the first while it is on.
    expect(
      (await postJson(app, '/api/account/two-step/totp', { password: TEST_PASSWORD }, { cookie })).statusCode,
    ).toBe(409);
  });

  it('asks for the code after the password, opens the session with it, and takes each code once', async () => {
    const { app } = t();
    const { cookie, email } = await signUp(app);
    const { secret } = await enrolTotp(app, cookie);
    nextStep();

    const first = await passwordStep(email);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ secondFactorRequired: true, methods: ['totp', 'recovery'] });
    expect(first.cookies.some((c) => c.name === 'portal_session')).toBe(false);
    const code = await currentCode(app, secret);
    const opened = await secondStep(challengeCookie(first), { code });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().isLoggedIn).toBe(true);
    expect(await isLoggedIn(sessionCookieOf(opened))).toBe(true);
    // The challenge is spent, and the same code does not open a second login.
    expect((await secondStep(challengeCookie(first), { code })).statusCode).toBe(401);
    const again = await passwordStep(email);
    const replayed = await secondStep(challengeCookie(again), { code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toBe(CODE_WRONG);
    nextStep();
    expect((await secondStep(challengeCookie(again), { code: await currentCode(app, secret) })).statusCode).toBe(200);
  });

  it('takes a recovery code once, and mails that one was used', async () => {
    const { app, smtp } = t();
    const { cookie, email } = await signUp(app);
    const { recoveryCodes } = await enrolTotp(app, cookie);
    const [code] = recoveryCodes;
    const login = await passwordStep(email);
    const opened = await secondStep(challengeCookie(login), { recoveryCode: (code ?? '').toUpperCase() });
    expect(opened.statusCode).toBe(200);
    expect((await getJson(app, '/api/account/two-step', { cookie })).json().recoveryCodesLeft).toBe(9);
    const again = await passwordStep(email);
    const reused = await secondStep(challengeCookie(again), { recoveryCode: code ?? '' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: RECOVERY_CODE_WRONG, fields: { recoveryCode: RECOVERY_CODE_WRONG } });
    await expect
      .poll(() =>
        smtp.messages
          .filter((m) => m.to.includes(email))
          .map(mailText)
          .join('\n'),
      )
      .toContain('9 of your recovery codes are left');
  });

  it('ends the login after five wrong codes, and refuses a second step without a password step', async () => {
    const { app } = t();
    const { cookie, email } = await signUp(app);
    const { secret } = await enrolTotp(app, cookie);
    nextStep();
    const login = await passwordStep(email);
    for (let i = 0; i < 4; i += 1) {
      expect((await secondStep(challengeCookie(login), { code: '123456' })).statusCode).toBe(400);
    }
    const fifth = await secondStep(challengeCookie(login), { code: '123456' });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toEqual({ message: LOGIN_CHALLENGE_ENDED, redirectPath: '/login' });
    expect((await secondStep(challengeCookie(login), { code: await currentCode(app, secret) })).statusCode).toBe(401);
    expect((await secondStep('', { code: await currentCode(app, secret) })).statusCode).toBe(401);
    expect((await secondStep(challengeCookie(login), {})).statusCode).toBe(400);
  });

  it('ends a waiting login after five minutes', async () => {
    const { app } = t();
    const { cookie, email } = await signUp(app);
    const { secret } = await enrolTotp(app, cookie);
    const login = await passwordStep(email);
    clock = new Date(clock.getTime() + 5 * 60_000 + 1_000);
    const late = await secondStep(challengeCookie(login), { code: await currentCode(app, secret) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(LOGIN_CHALLENGE_ENDED);
  });

  it('is turned off with the password only, after which the password alone logs in', async () => {
    const { app } = t();
    const { cookie, email } = await signUp(app);
    await enrolTotp(app, cookie);
    const wrong = await postJson(app, '/api/account/two-step/disable', { password: 'not the password' }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect((await getJson(app, '/api/account/two-step', { cookie })).json().isEnabled).toBe(true);
    const off = await postJson(app, '/api/account/two-step/disable', { password: TEST_PASSWORD }, { cookie });
    expect(off.statusCode).toBe(200);
    const login = await passwordStep(email);
    expect(login.json().isLoggedIn).toBe(true);
  });

  it('makes new recovery codes with the password, and the old ones stop working', async () => {
    const { app } = t();
    const { cookie, email } = await signUp(app);
    const { recoveryCodes: old } = await enrolTotp(app, cookie);
    const fresh = await postJson(app, '/api/account/two-step/recovery-codes', { password: TEST_PASSWORD }, { cookie });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().recoveryCodes).toHaveLength(10);
    const login = await passwordStep(email);
    expect((await secondStep(challengeCookie(login), { recoveryCode: old[0] ?? '' })).statusCode).toBe(400);
    expect((await secondStep(challengeCookie(login), { recoveryCode: fresh.json().recoveryCodes[0] })).statusCode).toBe(
      200,
    );
  });

  it('stays on through a password reset, and the reset mail says so', async () => {
    const { app, smtp } = t();
    const { cookie, email } = await signUp(app);
    await enrolTotp(app, cookie);
    await postJson(app, '/api/password-reset', { email });
    const mailsTo = () => smtp.messages.filter((m) => m.to.includes(email)).map(mailText);
    await expect.poll(() => mailsTo().join('\n')).toContain('reset-password?token=');
    const token = mailsTo()
      .map((text) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1])
      .find(Boolean);
    const reset = await postJson(app, '/api/password-reset/confirm', { token, password: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    const login = await passwordStep(email, 'a brand new secret');
    expect(login.json().secondFactorRequired).toBe(true);
    await expect
      .poll(() =>
        smtp.messages
          .filter((m) => m.to.includes(email))
          .map(mailText)
          .join('\n'),
      )
      .toContain('Two-step verification stays on');
  });

  it('stops an admin without a second factor before the back office, and keeps it on for admins', async () => {
    const { app } = t();
    const email = uniqueEmail('new.admin');
    await createAuthRepositories(app.deps.db, app.deps.cipher).users.create({
      email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      firstName: 'Nia',
      lastName: 'New',
      role: 'admin',
    });
    const login = await passwordStep(email);
    expect(login.json().links).toMatchObject({ admin: '/admin', twoStepSetup: TWO_STEP_SETUP_PATH });
    const cookie = sessionCookieOf(login);
    for (const url of ['/api/admin/funds', '/api/admin/audit']) {
      const refused = await getJson(app, url, { cookie });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ message: SECOND_FACTOR_REQUIRED, redirectPath: TWO_STEP_SETUP_PATH });
    }
    expect((await getJson(app, '/api/account/two-step', { cookie })).json().isRequired).toBe(true);
    await enrolTotp(app, cookie);
    expect((await getJson(app, '/api/admin/funds', { cookie })).statusCode).toBe(200);
    expect((await getJson(app, '/api/me', { cookie })).json().links.twoStepSetup).toBeUndefined();
    const off = await postJson(app, '/api/account/two-step/disable', { password: TEST_PASSWORD }, { cookie });
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe(ADMINS_KEEP_IT);
  });

  it('is closed to an admin acting as the investor, and to a visitor; each change is audited', async () => {
    const { app } = t();
    const investor = await signUp(app);
    await enrolTotp(app, investor.cookie);
    const admin = await logInAdmin(app);
    const acting = await postJson(app, '/api/admin/impersonate', { userId: investor.userId, allowEdits: true }, admin);
    expect(acting.statusCode).toBe(200);
    for (const [method, url, body] of [
      ['GET', '/api/account/two-step', undefined],
      ['POST', '/api/account/two-step/totp', { password: TEST_PASSWORD }],
      ['POST', '/api/account/two-step/totp/confirm', { code: '123456' }],
      ['POST', '/api/account/two-step/recovery-codes', { password: TEST_PASSWORD }],
      ['POST', '/api/account/two-step/disable', { password: TEST_PASSWORD }],
    ] as const) {
      const asAdmin = method === 'GET' ? await getJson(app, url, admin) : await postJson(app, url, body, admin);
      expect(asAdmin.statusCode, url).toBe(403);
      expect(asAdmin.json().message).toBe(NOT_WHILE_ACTING_TWO_STEP);
      const asVisitor = method === 'GET' ? await getJson(app, url) : await postJson(app, url, body);
      expect(asVisitor.statusCode, url).toBe(401);
    }
    await postJson(app, '/api/admin/impersonate/stop', {}, admin);
    const entries = (await getJson(app, `/api/admin/audit?target=${investor.userId}`, admin)).json().entries as {
      action: string;
    }[];
    expect(entries.map((e) => e.action)).toContain('account.two-step-enabled');
  });
});

describe.each(testBackends())('key rotation of authenticator secrets on %s', (backend) => {
  const t = useTestApp(backend);

  it('re-seals the secret with the new key, so that the old key can be retired and the codes still match', async () => {
    const { app, database, dataKey } = t();
    const { cookie, userId } = await signUp(app);
    const { secret } = await enrolTotp(app, cookie);
    const newKey = generateDataKey();
    const rotating = createDataCipher([newKey, dataKey]);
    expect(await resealSecondFactors(database.db, rotating)).toEqual({ totpSecrets: 1 });
    expect(await resealSecondFactors(database.db, rotating)).toEqual({ totpSecrets: 0 });
    const newOnly = createSecondFactorsRepository(database.db, createDataCipher([newKey]));
    expect((await newOnly.findTotp(userId))?.secret).toBe(secret);
    const oldOnly = createSecondFactorsRepository(database.db, createDataCipher([dataKey]));
    await expect(oldOnly.findTotp(userId)).rejects.toThrow(/unknown data key/);
  });
});
