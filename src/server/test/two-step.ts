// Two-step verification for the API tests: enrolling an authenticator app through the API (the code computed as an
// app would), and finishing a login that asks for a second factor. The tests of two-step verification itself are in
// auth-and-accounts/two-step-routes.test.ts; this is for the tests that only need an admin in.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { findUserByEmail } from '../features/auth-and-accounts/public-api';
import { authRepositoriesOn } from '../features/auth-and-accounts/testing/auth-repositories-on';
import { postJson, sessionCookieOf, TEST_PASSWORD } from './test-app';

const cookieOf = (response: LightMyRequestResponse, name: string): string => {
  const cookie = response.cookies.find((c: { name: string }) => c.name === name);
  if (!cookie) throw new Error(`No ${name} cookie in response ${response.statusCode}: ${response.body}`);
  return `${name}=${cookie.value}`;
};

/** The code an authenticator app shows now for `secret`, on the app's clock. */
export const currentCode = (app: FastifyInstance, secret: string): Promise<string> =>
  generate({ secret, epoch: Math.floor(app.deps.now().getTime() / 1000) });

/** Turns two-step verification on for the session's user; answers the secret and the recovery codes. */
export const enrolTotp = async (
  app: FastifyInstance,
  cookie: string,
  password = TEST_PASSWORD,
): Promise<{ secret: string; recoveryCodes: string[] }> => {
  const setup = await postJson(app, '/api/account/two-step/totp', { password }, { cookie });
  if (setup.statusCode !== 200) throw new Error(`Two-step set-up: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await postJson(
    app,
    '/api/account/two-step/totp/confirm',
    { code: await currentCode(app, secret) },
    { cookie },
  );
  if (confirmed.statusCode !== 200) throw new Error(`Two-step confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
};

/**
 * The second step of a login that asked for one, with a recovery code made for the purpose (a code of the app works
 * once per 30 seconds, and tests log in faster than that).
 */
export const finishLoginWithRecoveryCode = async (
  app: FastifyInstance,
  passwordStep: LightMyRequestResponse,
  userId: string,
): Promise<LightMyRequestResponse> => {
  const recoveryCode = `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.slice(0, 10);
  await authRepositoriesOn(app.deps.db, app.deps.cipher).secondFactors.replaceRecoveryCodes(userId, [recoveryCode]);
  return postJson(
    app,
    '/api/login/second-factor',
    { recoveryCode },
    { cookie: cookieOf(passwordStep, 'portal_login_challenge') },
  );
};

/**
 * Logs in with the password and, when asked, the second factor; an admin without one sets it up first, as the page
 * leads an admin to (the back office needs it). Answers the session's cookie and the user's id.
 */
export const logInThroughSecondFactor = async (
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ cookie: string; userId: string }> => {
  const passwordStep = await postJson(app, '/api/login', { email, password });
  if (passwordStep.statusCode !== 200) throw new Error(`Login: ${passwordStep.statusCode} ${passwordStep.body}`);
  if (passwordStep.json().secondFactorRequired) {
    const user = await findUserByEmail(app.deps.db, email);
    if (!user) throw new Error(`No user ${email}`);
    const response = await finishLoginWithRecoveryCode(app, passwordStep, user.id);
    if (response.statusCode !== 200) throw new Error(`Second factor: ${response.statusCode} ${response.body}`);
    return { cookie: sessionCookieOf(response), userId: user.id };
  }
  const cookie = sessionCookieOf(passwordStep);
  const visitor = passwordStep.json() as { user: { id: string }; links: Record<string, string> };
  if (visitor.links.twoStepSetup) await enrolTotp(app, cookie, password);
  return { cookie, userId: visitor.user.id };
};
