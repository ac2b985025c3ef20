// docs/security.md 'Login limits': failures count against the account and where they come from (a device that logged
// in before, else the address), so a stranger's guesses lock the stranger's address, not the investor.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../app-deps';
import { postJson, signUp, TEST_PASSWORD, testBackends, uniqueEmail, useTestApp } from '../../test/test-app';
import { DEVICE_COOKIE } from './login-guard';

type From = { address: string; device?: string };

const deviceOf = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error(`No device cookie in response ${response.statusCode}`);
  return cookie.value;
};

const loginOn =
  (app: () => { app: FastifyInstance }) =>
  (email: string, password: string, { address, device }: From) =>
    app().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { 'content-type': 'application/json', ...(device && { cookie: `${DEVICE_COOKIE}=${device}` }) },
      remoteAddress: address,
    });

describe.each(testBackends())('login lockout with the default limits on %s', (backend) => {
  const t = useTestApp(backend, { rateLimits: DEFAULT_RATE_LIMITS });
  const login = loginOn(t);
  const tenFailuresFrom = async (email: string, address: string) => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login(email, `guess ${i}`, { address })).statusCode).toBe(401);
    }
  };

  it.each([
    ['an account that has logged in before', true],
    ['an account that has only signed up', false],
  ])(
    'leaves %s open to its owner on a new device elsewhere after ten failures from one address',
    async (_, hasLoggedIn) => {
      const { app } = t();
      const { email } = await signUp(app);
      if (hasLoggedIn) expect((await login(email, TEST_PASSWORD, { address: '198.51.100.1' })).statusCode).toBe(200);
      await tenFailuresFrom(email, '203.0.113.66');
      // The address the guesses came from is locked for the account, the right password too.
      const fromStranger = await login(email, TEST_PASSWORD, { address: '203.0.113.66' });
      expect(fromStranger.statusCode).toBe(429);
      expect(fromStranger.json().message).toMatch(/Too many attempts/);
      // A new browser on another address: no device cookie, never seen.
      const newDevice = await login(email, TEST_PASSWORD, { address: '198.51.100.77' });
      expect(newDevice.statusCode).toBe(200);
      expect(newDevice.json().isLoggedIn).toBe(true);
    },
  );
});

describe.each(testBackends())('login rate limits on %s', (backend) => {
  const t = useTestApp(backend, {
    rateLimits: {
      loginPerEmail: { max: 3, timeWindowMs: 60_000 },
      loginFailuresPerAccount: { max: 6, timeWindowMs: 60_000 },
      loginPerAddress: { max: 8, timeWindowMs: 60_000 },
      passwordResetPerEmail: { max: 2, timeWindowMs: 60_000 },
      passwordResetPerAddress: { max: 100, timeWindowMs: 60_000 },
      signupPerAddress: { max: 100, timeWindowMs: 60_000 },
    },
  });
  const login = loginOn(t);

  it('locks an address for an account once failures from it pass the limit, and only that address', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    for (let i = 0; i < 3; i += 1) {
      expect((await login(email, 'wrong password', { address: '10.0.0.1' })).statusCode).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, { address: '10.0.0.1' })).statusCode).toBe(429);
    expect((await login(email, 'another guess', { address: '10.0.0.1' })).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, { address: '10.0.0.2' })).statusCode).toBe(200);
  });

  it('refuses the account from new devices and addresses once failures from everywhere pass its ceiling', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    const own = await login(email, TEST_PASSWORD, { address: '10.0.2.1' });
    expect(own.statusCode).toBe(200);
    const device = deviceOf(own);
    // Guesses spread over addresses, two each: no address reaches its limit, the account reaches its ceiling.
    for (const address of ['10.0.2.7', '10.0.2.7', '10.0.2.8', '10.0.2.8', '10.0.2.9', '10.0.2.9']) {
      expect((await login(email, 'wrong password', { address })).statusCode).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, { address: '10.0.2.10' })).statusCode).toBe(429);
    // The owner's address and the owner's browser (from anywhere) still get in with the right password.
    expect((await login(email, TEST_PASSWORD, { address: '10.0.2.1' })).statusCode).toBe(200);
    expect((await login(email, TEST_PASSWORD, { address: '10.0.2.11', device })).statusCode).toBe(200);
    // Their own address is no key to guessing: a wrong password from it is refused as before.
    expect((await login(email, 'wrong password', { address: '10.0.2.1' })).statusCode).toBe(401);
  });

  it("keeps the owner's browser in when strangers on its own address have locked that address", async () => {
    const { app } = t();
    const { email } = await signUp(app);
    const own = await login(email, TEST_PASSWORD, { address: '10.0.4.1' });
    const device = deviceOf(own);
    for (let i = 0; i < 3; i += 1) {
      expect((await login(email, 'wrong password', { address: '10.0.4.1' })).statusCode).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, { address: '10.0.4.1' })).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, { address: '10.0.4.1', device })).statusCode).toBe(200);
  });

  it('locks a known browser once failures from it pass the limit', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    const device = deviceOf(await login(email, TEST_PASSWORD, { address: '10.0.5.1' }));
    for (const address of ['10.0.5.1', '10.0.5.2', '10.0.5.3']) {
      expect((await login(email, 'wrong password', { address, device })).statusCode).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, { address: '10.0.5.4', device })).statusCode).toBe(429);
    // Another browser, on an address with no failures, is counted apart.
    expect((await login(email, TEST_PASSWORD, { address: '10.0.5.4' })).statusCode).toBe(200);
  });

  it('gives the browser that signed up a known device', async () => {
    const { app } = t();
    const email = uniqueEmail();
    const response = await postJson(app, '/api/signup', {
      email,
      password: TEST_PASSWORD,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(response.statusCode).toBe(201);
    const device = deviceOf(response);
    expect(response.cookies.find((c) => c.name === DEVICE_COOKIE)).toMatchObject({ httpOnly: true, path: '/api' });
    for (let i = 0; i < 3; i += 1) {
      expect((await login(email, 'wrong password', { address: '127.0.0.1' })).statusCode).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, { address: '127.0.0.1' })).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, { address: '127.0.0.1', device })).statusCode).toBe(200);
  });

  it('counts only failures against the account: logging in again and again never locks it', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    for (let i = 0; i < 4; i += 1) {
      expect((await login(email, TEST_PASSWORD, { address: '10.0.3.1' })).statusCode).toBe(200);
    }
    expect((await login(email, TEST_PASSWORD, { address: '10.0.3.1' })).statusCode).toBe(200);
  });

  it('refuses further attempts from one address across e-mails once its limit is reached', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    for (let i = 0; i < 8; i += 1) {
      expect((await login(uniqueEmail('guess'), 'wrong password', { address: '10.0.1.1' })).statusCode).toBe(401);
    }
    expect((await login(email, TEST_PASSWORD, { address: '10.0.1.1' })).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, { address: '10.0.1.2' })).statusCode).toBe(200);
  });

  it('limits reset mails per e-mail', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    expect((await postJson(app, '/api/password-reset', { email })).statusCode).toBe(200);
    expect((await postJson(app, '/api/password-reset', { email })).statusCode).toBe(200);
    expect((await postJson(app, '/api/password-reset', { email })).statusCode).toBe(429);
  });
});
