import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { mailOutbox } from '../../db/schema/operations';
import { passwordResets } from '../../db/schema/users';
import { createSmtpMailer } from '../../mail/mailer';
import { mailText } from '../../test/smtp-peer';
import { postJson, signUp, TEST_PASSWORD, testBackends, uniqueEmail, useTestApp } from '../../test/test-app';
import { createAuthRepositories } from './auth-repositories';
import { RESET_INVALID_MESSAGE, RESET_REQUESTED_MESSAGE } from './password-reset-routes';

const tokenIn = (text: string): string => {
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('No reset link in the mail');
  return match[1];
};

describe.each(testBackends())('password reset on %s', (backend) => {
  const t = useTestApp(backend, { publicUrl: 'https://portal.example.com' });

  const requestReset = async (email: string) => {
    const { app, smtp } = t();
    const response = await postJson(app, '/api/password-reset', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    return tokenIn(mailText(await smtp.waitFor(email)));
  };

  it('mails a reset link over SMTP and lets the new password in, the old one not', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    const token = await requestReset(email);
    const confirm = await postJson(app, '/api/password-reset/confirm', { token, password: 'a brand new secret' });
    expect(confirm.statusCode).toBe(200);
    expect((await postJson(app, '/api/login', { email, password: 'a brand new secret' })).statusCode).toBe(200);
    expect((await postJson(app, '/api/login', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('tells the account by e-mail that its password was reset, without the password', async () => {
    const { app, smtp } = t();
    const { email } = await signUp(app);
    const token = await requestReset(email);
    expect(
      (await postJson(app, '/api/password-reset/confirm', { token, password: 'a brand new secret' })).statusCode,
    ).toBe(200);
    await expect
      .poll(() => smtp.messages.filter((m) => m.to.includes(email)).map((m) => mailText(m)), { timeout: 5_000 })
      .toContainEqual(expect.stringContaining('password of your Investor Portal account was reset'));
    const notice = smtp.messages
      .filter((m) => m.to.includes(email))
      .map((m) => m.raw)
      .join('\n');
    expect(notice).toMatch(/Subject: Your Investor Portal password was reset/);
    expect(notice).not.toContain('a brand new secret');
  });

  it('links to the public address of the portal', async () => {
    const { app, smtp } = t();
    const { email } = await signUp(app);
    await requestReset(email);
    expect(mailText(await smtp.waitFor(email))).toContain('https://portal.example.com/reset-password?token=');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const { app, smtp } = t();
    const email = uniqueEmail('unknown');
    const response = await postJson(app, '/api/password-reset', { email });
    expect(response.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    await expect(smtp.waitFor(email, 300)).rejects.toThrow(/No mail/);
  });

  it('lets only the newest link work: a new request ends the older one', async () => {
    const { app, smtp } = t();
    const { email } = await signUp(app);
    const older = await requestReset(email);
    expect((await postJson(app, '/api/password-reset', { email })).statusCode).toBe(200);
    const mails = () => smtp.messages.filter((m) => m.to.includes(email));
    await expect.poll(() => mails().length).toBe(2);
    const [, second] = mails();
    if (!second) throw new Error('No second mail');
    const newer = tokenIn(mailText(second));
    expect(newer).not.toBe(older);

    const stale = await postJson(app, '/api/password-reset/confirm', { token: older, password: 'from the old link' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toBe(RESET_INVALID_MESSAGE);
    const fresh = await postJson(app, '/api/password-reset/confirm', { token: newer, password: 'from the new link' });
    expect(fresh.statusCode).toBe(200);
    expect((await postJson(app, '/api/login', { email, password: 'from the new link' })).statusCode).toBe(200);
  });

  it('ends every other open link once a reset is completed', async () => {
    const { app } = t();
    const { email, userId } = await signUp(app);
    // Two links open at once, as two requests racing each other could leave them.
    const first = await createAuthRepositories(app.deps.db, app.deps.cipher).passwordResets.create(userId);
    const second = await createAuthRepositories(app.deps.db, app.deps.cipher).passwordResets.create(userId);
    await app.deps.db.update(passwordResets).set({ usedAt: null }).where(eq(passwordResets.userId, userId));
    expect(
      (await postJson(app, '/api/password-reset/confirm', { token: second, password: 'the chosen one' })).statusCode,
    ).toBe(200);
    const other = await postJson(app, '/api/password-reset/confirm', { token: first, password: 'a later change' });
    expect(other.statusCode).toBe(400);
    expect((await postJson(app, '/api/login', { email, password: 'the chosen one' })).statusCode).toBe(200);
  });

  it('ends the open links once the password is changed in settings', async () => {
    const { app, smtp } = t();
    const { email, cookie } = await signUp(app);
    const token = await requestReset(email);
    const changed = await postJson(
      app,
      '/api/account/password',
      { currentPassword: TEST_PASSWORD, newPassword: 'changed in settings' },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    const stale = await postJson(app, '/api/password-reset/confirm', { token, password: 'from the old link' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: RESET_INVALID_MESSAGE });
    expect((await postJson(app, '/api/login', { email, password: 'from the old link' })).statusCode).toBe(401);
    expect((await postJson(app, '/api/login', { email, password: 'changed in settings' })).statusCode).toBe(200);
    // A link asked for after the change works as usual.
    expect((await postJson(app, '/api/password-reset', { email })).statusCode).toBe(200);
    const links = () =>
      smtp.messages
        .filter((m) => m.to.includes(email))
        .map((m) => mailText(m))
        .filter((text) => text.includes('reset-password?token='));
    await expect.poll(() => links().length).toBe(2);
    const newer = tokenIn(links()[1] ?? '');
    const fresh = await postJson(app, '/api/password-reset/confirm', { token: newer, password: 'from the new link' });
    expect(fresh.statusCode).toBe(200);
  });

  it('accepts a reset link only once', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    const token = await requestReset(email);
    expect(
      (await postJson(app, '/api/password-reset/confirm', { token, password: 'first new secret' })).statusCode,
    ).toBe(200);
    const again = await postJson(app, '/api/password-reset/confirm', { token, password: 'second new secret' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: RESET_INVALID_MESSAGE });
  });

  it('refuses a link older than an hour', async () => {
    const { app, database, smtp, dataKey } = t();
    const { email } = await signUp(app);
    const token = await requestReset(email);
    const later = await buildApp({
      db: database.db,
      mailer: createSmtpMailer(smtp.url),
      dataKey,
      logLevel: 'silent',
      now: () => new Date(Date.now() + 61 * 60 * 1000),
    });
    const response = await postJson(later, '/api/password-reset/confirm', { token, password: 'too late secret' });
    expect(response.statusCode).toBe(400);
    await later.close();
  });

  it('signs the investor out everywhere after a reset', async () => {
    const { app } = t();
    const { email, cookie } = await signUp(app);
    const token = await requestReset(email);
    await postJson(app, '/api/password-reset/confirm', { token, password: 'a brand new secret' });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().isLoggedIn).toBe(false);
  });

  it('records the mail in the outbox without its link', async () => {
    const { app, database } = t();
    const { email } = await signUp(app);
    await requestReset(email);
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'password-reset', error: null });
    expect(rows[0]?.sentAt).toBeInstanceOf(Date);
    expect(JSON.stringify(rows)).not.toContain('token=');
  });

  it('refuses a made-up token', async () => {
    const response = await postJson(t().app, '/api/password-reset/confirm', {
      token: 'x'.repeat(43),
      password: 'whatever secret',
    });
    expect(response.statusCode).toBe(400);
  });
});
