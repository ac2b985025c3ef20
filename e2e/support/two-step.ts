// Two-step verification for the browser specs: admins need a second factor before the back office. The run's shared
// stack has both demo admins enrolled once (global-setup.ts); a spec's own stack enrols them at their first login.
// Codes are computed as an authenticator app would; a code works once per 30-second step, so a login that comes in
// the step of the previous one waits for the next.

import { generate } from 'otplib';
import type { APIRequestContext } from 'playwright-core';

const STEP_MS = 30_000;

/** The secrets of the admins enrolled here or by the run's set-up, by origin and e-mail. */
const secrets = new Map<string, string>();
const keyOf = (origin: string, email: string): string => `${origin} ${email}`;
export const rememberTotpSecret = (origin: string, email: string, secret: string): void => {
  secrets.set(keyOf(origin, email), secret);
};

export const codeNow = (secret: string): Promise<string> => generate({ secret });

/** Waits for the authenticator app's next step (the current code was used). */
export const nextTotpStep = (): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 500));

type Requester = Pick<APIRequestContext, 'post'>;

/** Turns two-step verification on for the request context's session; answers the secret. */
export const enrolTotpThrough = async (request: Requester, password: string): Promise<string> => {
  const setup = await request.post('/api/account/two-step/totp', { data: { password } });
  if (!setup.ok()) throw new Error(`Two-step set-up answered ${setup.status()}: ${await setup.text()}`);
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await request.post('/api/account/two-step/totp/confirm', { data: { code: await codeNow(secret) } });
  if (!confirmed.ok()) throw new Error(`Two-step confirm answered ${confirmed.status()}: ${await confirmed.text()}`);
  return secret;
};

/**
 * After a password step: enrols an admin who has no second factor yet, or answers the code the login asks for.
 * `origin` and `email` name the secret; the password confirms the set-up.
 */
export const completeSecondFactor = async (
  request: Requester,
  answer: { secondFactorRequired?: boolean; links?: Record<string, string> },
  { origin, email, password }: { origin: string; email: string; password: string },
): Promise<void> => {
  if (answer.links?.twoStepSetup) {
    rememberTotpSecret(origin, email, await enrolTotpThrough(request, password));
    return;
  }
  if (!answer.secondFactorRequired) return;
  const secret = secrets.get(keyOf(origin, email));
  if (!secret) throw new Error(`No authenticator secret for ${email} at ${origin}`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const response = await request.post('/api/login/second-factor', { data: { code: await codeNow(secret) } });
    if (response.ok()) return;
    if (response.status() !== 400 || attempt > 0) {
      throw new Error(`Second factor answered ${response.status()}: ${await response.text()}`);
    }
    await nextTotpStep();
  }
};
