import { describe, expect, it } from 'vitest';
import { postJson, signUp, TEST_PASSWORD, testBackends, uniqueEmail, useTestApp } from '../../test/test-app';

const from = (remoteAddress: string) => ({ remoteAddress });

describe.each(testBackends())('login rate limits on %s', (backend) => {
  const t = useTestApp(backend, {
    rateLimits: {
      loginPerEmail: { max: 3, timeWindowMs: 60_000 },
      loginPerAddress: { max: 5, timeWindowMs: 60_000 },
      passwordResetPerEmail: { max: 2, timeWindowMs: 60_000 },
      passwordResetPerAddress: { max: 100, timeWindowMs: 60_000 },
      signupPerAddress: { max: 100, timeWindowMs: 60_000 },
    },
  });

  const login = (email: string, password: string, remoteAddress: string) =>
    t().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { 'content-type': 'application/json' },
      ...from(remoteAddress),
    });

  it('refuses an e-mail from new addresses once failed attempts on it pass its limit', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await login(email, 'wrong password', address)).statusCode).toBe(401);
    }
    const blocked = await login(email, TEST_PASSWORD, '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many attempts/);
    expect((await login(email, 'another guess', '10.0.0.5')).statusCode).toBe(429);
  });

  it('lets the investor in from their own address while failures by strangers have locked the e-mail', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    expect((await login(email, TEST_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
    for (const address of ['10.0.2.7', '10.0.2.8', '10.0.2.9']) {
      expect((await login(email, 'wrong password', address)).statusCode).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, '10.0.2.10')).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, '10.0.2.1')).statusCode).toBe(200);
    // Their own address is no key to guessing: a wrong password from it is refused as before.
    expect((await login(email, 'wrong password', '10.0.2.1')).statusCode).toBe(401);
  });

  it('counts only failures against the e-mail: logging in again and again never locks it', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    for (const address of ['10.0.3.1', '10.0.3.2', '10.0.3.3', '10.0.3.4']) {
      expect((await login(email, TEST_PASSWORD, address)).statusCode).toBe(200);
    }
    expect((await login(email, TEST_PASSWORD, '10.0.3.5')).statusCode).toBe(200);
  });

  it('refuses further attempts from one address across e-mails once its limit is reached', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(uniqueEmail('guess'), 'wrong password', '10.0.1.1')).statusCode).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, '10.0.1.1')).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, '10.0.1.2')).statusCode).toBe(200);
  });

  it('limits reset mails per e-mail', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    expect((await postJson(app, '/api/password-reset', { email })).statusCode).toBe(200);
    expect((await postJson(app, '/api/password-reset', { email })).statusCode).toBe(200);
    expect((await postJson(app, '/api/password-reset', { email })).statusCode).toBe(429);
  });
});
