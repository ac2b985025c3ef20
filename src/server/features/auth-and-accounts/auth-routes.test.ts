import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createSmtpMailer } from '../../mail/mailer';
import { FOREIGN_LOGOUT } from '../../plugins/origin-guard';
import { ephemeralSigningIdentity } from '../../security/signing-identity';
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

/** What the portal's own page sends on GET /api/logout (src/web/lib/api/http.ts). */
const JSON_CALL = { accept: 'application/json' };

describe.each(testBackends())('sign-up, login and logout on %s', (backend) => {
  const t = useTestApp(backend);

  it('signs a new investor up, logs them in and shows them as the visitor', async () => {
    const { app } = t();
    const email = uniqueEmail('New.Investor').replace('New.Investor', 'New.Investor');
    const response = await postJson(app, '/api/signup', {
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      isLoggedIn: true,
      user: { email1: email.toLowerCase(), firstName: 'Grace', lastName: 'Hopper', avatar: null },
      adminEmail: null,
    });
    const me = await getJson(app, '/api/me', { cookie: sessionCookieOf(response) });
    expect(me.json()).toMatchObject({ isLoggedIn: true, user: { email1: email.toLowerCase() } });
  });

  it('refuses a second account for the same e-mail in any letter case', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    const again = await postJson(app, '/api/signup', {
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
  });

  it.each([
    ['a missing field', { email: 'x@example.com', password: TEST_PASSWORD, firstName: 'A' }],
    [
      'an unknown field',
      { email: 'x@example.com', password: TEST_PASSWORD, firstName: 'A', lastName: 'B', role: 'admin' },
    ],
    ['a wrong type', { email: 'x@example.com', password: 12345678, firstName: 'A', lastName: 'B' }],
    ['a short password', { email: 'x@example.com', password: 'short', firstName: 'A', lastName: 'B' }],
    ['a malformed e-mail', { email: 'not-an-email', password: TEST_PASSWORD, firstName: 'A', lastName: 'B' }],
  ])('answers 400 with a message for a sign-up with %s', async (_case, body) => {
    const response = await postJson(t().app, '/api/signup', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it('logs in with the right password and refuses a wrong one or an unknown e-mail alike', async () => {
    const { app } = t();
    const { email } = await signUp(app);
    const ok = await postJson(app, '/api/login', { email, password: TEST_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().isLoggedIn).toBe(true);
    const wrong = await postJson(app, '/api/login', { email, password: 'wrong password' });
    const unknown = await postJson(app, '/api/login', { email: uniqueEmail('nobody'), password: TEST_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.cookies).toEqual([]);
  });

  it('gives a new session at login and ends the one the browser had', async () => {
    const { app } = t();
    const { email, cookie: before } = await signUp(app);
    const login = await postJson(app, '/api/login', { email, password: TEST_PASSWORD }, { cookie: before });
    const after = sessionCookieOf(login);
    expect(after).not.toBe(before);
    expect((await getJson(app, '/api/me', { cookie: before })).json().isLoggedIn).toBe(false);
    expect((await getJson(app, '/api/me', { cookie: after })).json().isLoggedIn).toBe(true);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie that is not Secure in development', async () => {
    const response = await postJson(t().app, '/api/signup', {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    const cookie = response.cookies[0];
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('marks the session cookie Secure outside development', async () => {
    const { database, smtp, dataKey } = t();
    const options = { db: database.db, mailer: createSmtpMailer(smtp.url), dataKey, isProduction: true };
    // Production names its own signing certificate; it never signs with a throwaway one.
    await expect(buildApp({ ...options, logLevel: 'silent' })).rejects.toThrow(/PORTAL_SIGNING_P12/);
    const production = await buildApp({ ...options, signingIdentity: ephemeralSigningIdentity(), logLevel: 'silent' });
    const response = await postJson(production, '/api/signup', {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      firstName: 'A',
      lastName: 'B',
    });
    expect(response.cookies[0]?.secure).toBe(true);
    await production.close();
  });

  it('logs out and answers the login page to go to', async () => {
    const { app } = t();
    const { cookie } = await signUp(app);
    const response = await postJson(app, '/api/logout', {}, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ redirectPath: '/login' });
    expect(response.cookies.find((c) => c.name === 'portal_session')?.value).toBe('');
    expect((await getJson(app, '/api/me', { cookie })).json()).toMatchObject({ isLoggedIn: false, user: null });
  });

  it('answers the fund login page on GET /api/logout with a fund slug (docs/spec.md §7)', async () => {
    const { app } = t();
    const { cookie } = await signUp(app);
    const response = await getJson(app, '/api/logout?slug=Venture-Fund-IV', { cookie, headers: JSON_CALL });
    expect(response.json()).toEqual({ redirectPath: '/fund/login/venture-fund-iv' });
    expect((await getJson(app, '/api/me', { cookie })).json().isLoggedIn).toBe(false);
  });

  it.each([
    ['a link or an image (no JSON asked for)', { accept: 'text/html,*/*' }],
    ['no Accept at all', {}],
    ['a JSON call the browser marks as from another site', { ...JSON_CALL, 'sec-fetch-site': 'cross-site' }],
    ['a JSON call from a sibling site', { ...JSON_CALL, 'sec-fetch-site': 'same-site' }],
  ])('keeps the session on a GET /api/logout from %s', async (_, headers: Record<string, string>) => {
    const { app } = t();
    const { cookie } = await signUp(app);
    const response = await getJson(app, '/api/logout', { cookie, headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: FOREIGN_LOGOUT });
    expect(response.cookies).toHaveLength(0);
    expect((await getJson(app, '/api/me', { cookie })).json().isLoggedIn).toBe(true);
  });

  it("ends the session on a GET /api/logout from the portal's own page", async () => {
    const { app } = t();
    const { cookie } = await signUp(app);
    const headers = { ...JSON_CALL, 'sec-fetch-site': 'same-origin' };
    expect((await getJson(app, '/api/logout', { cookie, headers })).statusCode).toBe(200);
    expect((await getJson(app, '/api/me', { cookie })).json().isLoggedIn).toBe(false);
  });

  it('refuses a malformed fund slug on logout', async () => {
    const response = await getJson(t().app, '/api/logout?slug=..%2Fadmin', { headers: JSON_CALL });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a logout from another site with 403 and a message', async () => {
    const { app } = t();
    const { cookie } = await signUp(app);
    const response = await getJson(app, '/api/logout', { cookie, headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/another site/);
    expect((await getJson(app, '/api/me', { cookie })).json().isLoggedIn).toBe(true);
  });

  it('accepts a state-changing call from its own origin and refuses a foreign one', async () => {
    const { app } = t();
    const email = uniqueEmail();
    await signUp(app, email);
    const own = await postJson(
      app,
      '/api/login',
      { email, password: TEST_PASSWORD },
      { headers: { origin: 'http://localhost:80' } },
    );
    expect(own.statusCode).toBe(200);
    const foreign = await postJson(
      app,
      '/api/login',
      { email, password: TEST_PASSWORD },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('refuses a state-changing call without a JSON body', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: 'email=a@b.c&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/JSON/);
  });

  it('answers 400, not 500, to malformed JSON', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email": "a@b.c", "password": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('shows a logged-out visitor without a session', async () => {
    const response = await getJson(t().app, '/api/me');
    expect(response.json()).toEqual({ isLoggedIn: false, user: null, links: { login: '/login' }, adminEmail: null });
  });
});
