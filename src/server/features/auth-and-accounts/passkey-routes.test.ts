// docs/security.md 'Passkeys': what the server refuses around a passkey ceremony (the ceremonies themselves run in
// Chromium's virtual authenticator, e2e/specs/passkeys.test.ts): adding one needs the password and a ceremony the
// server started for this user; a login needs the ceremony's cookie and a passkey it knows; a forged or malformed
// answer is a 400, never a session; none of it for an admin acting as the investor; an admin keeps a second factor.

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_WRONG } from '../../../shared/api/account-security';
import {
  ADMINS_KEEP_IT,
  NOT_WHILE_ACTING_TWO_STEP,
  PASSKEY_FAILED,
  PASSKEY_NOT_KNOWN,
} from '../../../shared/api/two-step';
import { passkeys, users } from '../../db/schema/users';
import { getJson, postJson, signUp, TEST_PASSWORD, testBackends, useTestApp } from '../../test/test-app';
import { logInAdmin } from '../back-office/testing/admin-fixtures';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import { createAuthRepositories } from './auth-repositories';

const ceremonyCookie = (response: { cookies: { name: string; value: string }[] }) => {
  const cookie = response.cookies.find((c) => c.name === 'portal_webauthn');
  return cookie ? `portal_webauthn=${cookie.value}` : '';
};

const FORGED = {
  id: 'Zm9yZ2Vk',
  rawId: 'Zm9yZ2Vk',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' },
  clientExtensionResults: {},
};

describe.each(testBackends())('passkeys on %s', (backend) => {
  const t = useTestApp(backend, { publicUrl: 'http://localhost:3000' });
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  it('starts adding a passkey only after the password, bound to the portal and the user', async () => {
    const { app } = t();
    const { cookie, email } = await signUp(app);
    const wrong = await postJson(app, '/api/account/passkeys/options', { password: 'wrong' }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: CURRENT_PASSWORD_WRONG });
    const options = await postJson(app, '/api/account/passkeys/options', { password: TEST_PASSWORD }, { cookie });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({
      rp: { name: 'Investor Portal', id: 'localhost' },
      user: { name: email },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    expect(ceremonyCookie(options)).not.toBe('');
    // A forged answer: refused, nothing stored, and the ceremony is spent.
    const both = `${cookie}; ${ceremonyCookie(options)}`;
    const forged = await postJson(app, '/api/account/passkeys', { credential: FORGED }, { cookie: both });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(PASSKEY_FAILED);
    expect((await getJson(app, '/api/account/passkeys', { cookie })).json()).toEqual({ passkeys: [] });
    const again = await postJson(app, '/api/account/passkeys', { credential: FORGED }, { cookie: both });
    expect(again.json().message).toBe(PASSKEY_FAILED);
  });

  it('refuses a login without its ceremony, with a passkey it does not know, or with a malformed answer', async () => {
    const { app } = t();
    const options = await postJson(app, '/api/login/passkey/options', {});
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.json().allowCredentials ?? []).toEqual([]);
    const withoutCeremony = await postJson(app, '/api/login/passkey', { credential: FORGED });
    expect(withoutCeremony.statusCode).toBe(400);
    expect(withoutCeremony.json().message).toBe(PASSKEY_FAILED);
    const unknown = await postJson(
      app,
      '/api/login/passkey',
      { credential: FORGED },
      { cookie: ceremonyCookie(options) },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(PASSKEY_NOT_KNOWN);
    expect(unknown.cookies.some((c) => c.name === 'portal_session')).toBe(false);
    for (const body of [
      {},
      { credential: 'x' },
      { credential: { ...FORGED, type: 'password' } },
      { credential: { id: 1 } },
    ]) {
      expect((await postJson(app, '/api/login/passkey', body)).statusCode).toBe(400);
    }
  });

  it('checks a known passkey’s signature: a forged one opens no session', async () => {
    const { app } = t();
    const { userId } = await signUp(app);
    await app.deps.db.insert(passkeys).values({
      userId,
      credentialId: FORGED.id,
      publicKey: Buffer.from('a5010203262001215820', 'hex'),
      name: 'Chrome on Linux',
    });
    const options = await postJson(app, '/api/login/passkey/options', {});
    const forged = await postJson(
      app,
      '/api/login/passkey',
      { credential: FORGED },
      { cookie: ceremonyCookie(options) },
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(PASSKEY_FAILED);
    expect(forged.cookies.some((c) => c.name === 'portal_session')).toBe(false);
  });

  it('keeps an admin’s only factor, and is closed to an admin acting as the investor', async () => {
    const { app } = t();
    const admin = await logInAdmin(app);
    // The admin's only factor is a passkey: it cannot be removed.
    const [row] = await app.deps.db
      .insert(passkeys)
      .values({
        userId: admin.userId,
        credentialId: 'YWRtaW4',
        publicKey: Buffer.from('00', 'hex'),
        name: 'Safari on macOS',
      })
      .returning();
    await createAuthRepositories(app.deps.db, app.deps.cipher).secondFactors.removeAll(admin.userId, new Date());
    const [stillAdmin] = await app.deps.db.select().from(users).where(eq(users.id, admin.userId));
    expect(stillAdmin?.secondFactorAt).not.toBeNull();
    const removing = await postJson(
      app,
      `/api/account/passkeys/${row?.id}/remove`,
      { password: 'demo-admin-2026' },
      admin,
    );
    expect(removing.statusCode).toBe(403);
    expect(removing.json().message).toBe(ADMINS_KEEP_IT);

    const investor = await signUp(app);
    await postJson(app, '/api/admin/impersonate', { userId: investor.userId, allowEdits: true }, admin);
    for (const [method, url, body] of [
      ['GET', '/api/account/passkeys', undefined],
      ['POST', '/api/account/passkeys/options', { password: TEST_PASSWORD }],
      ['POST', '/api/account/passkeys', { credential: FORGED }],
    ] as const) {
      const asAdmin = method === 'GET' ? await getJson(app, url, admin) : await postJson(app, url, body, admin);
      expect(asAdmin.statusCode, url).toBe(403);
      expect(asAdmin.json().message).toBe(NOT_WHILE_ACTING_TWO_STEP);
    }
  });

  it('asks a passkey-only account for its passkey after the password, not for a code it does not have', async () => {
    const { app } = t();
    const { userId, email } = await signUp(app);
    await createAuthRepositories(app.deps.db, app.deps.cipher).passkeys.add(
      {
        userId,
        credentialId: 'b25seQ',
        publicKey: Buffer.from('00', 'hex'),
        signCount: 0,
        transports: '',
        name: 'Safari on iOS',
      },
      new Date(),
    );
    const login = await postJson(app, '/api/login', { email, password: TEST_PASSWORD });
    expect(login.json()).toEqual({ secondFactorRequired: true, methods: ['passkey'] });
    expect(login.cookies.some((c) => c.name === 'portal_session')).toBe(false);
  });

  it('removes an investor’s passkey with the password, and the second factor goes with the last one', async () => {
    const { app } = t();
    const { cookie, userId } = await signUp(app);
    const [row] = await app.deps.db
      .insert(passkeys)
      .values({ userId, credentialId: 'aW52ZXN0b3I', publicKey: Buffer.from('00', 'hex'), name: 'Chrome on Android' })
      .returning();
    await app.deps.db.update(users).set({ secondFactorAt: new Date() }).where(eq(users.id, userId));
    const url = `/api/account/passkeys/${row?.id}/remove`;
    expect((await postJson(app, url, { password: 'wrong' }, { cookie })).statusCode).toBe(400);
    const removed = await postJson(app, url, { password: TEST_PASSWORD }, { cookie });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ passkeys: [] });
    const [after] = await app.deps.db.select().from(users).where(eq(users.id, userId));
    expect(after?.secondFactorAt).toBeNull();
    expect((await postJson(app, url, { password: TEST_PASSWORD }, { cookie })).statusCode).toBe(404);
  });
});
