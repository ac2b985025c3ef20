// Two-step verification in account settings (docs/security.md 'Two-step verification'): set up an authenticator app
// (a QR code, confirmed by a first code, answered with ten recovery codes), make new recovery codes, and turn it off
// (investors only: administrators must keep it). Changes need the password or the app's code again, are audited and
// e-mailed. Never for an admin acting as the investor.
import type { FastifyInstance } from 'fastify';
import {
  ADMINS_KEEP_IT,
  ALREADY_ENABLED,
  CODE_WRONG,
  NOT_SET_UP,
  normalizeTotpCode,
  type RecoveryCodesAnswer,
  type TotpSetupAnswer,
  type TwoStepStatus,
} from '../../../shared/api/two-step';
import { HttpError } from '../../http-error';
import { objectSchema, passwordSchema } from '../../schema-parts';
import {
  confirmedAnswer,
  recoveryCodesAnswer,
  totpSetupAnswer,
  twoStepDisabledAnswer,
  twoStepStatusAnswer,
} from './account-answers';
import type { AuthDeps } from './auth-deps';
import { createFactorChanges, ownAccountForFactors as ownAccount } from './factor-changes';
import { confirmationOf, requireAuth } from './session-auth';
import { matchingTimeStep, newTotpSecret, qrSvgOf, totpUri } from './totp';
import { acceptTotp } from './two-step-login-routes';

const codeSchema = { type: 'string', minLength: 1, maxLength: 20 };

export const twoStepRoutes = async (app: FastifyInstance, { deps }: { deps: AuthDeps }): Promise<void> => {
  const { auth: repos, now } = deps;
  const { throttle, requirePassword, issueRecoveryCodes, audit, mail } = createFactorChanges(app, deps);

  // Step-up (docs/security.md): the password, or a code of the app, again before a sensitive action. The admin's own,
  // while acting as an investor too: it is the admin's session that is confirmed.
  app.post<{ Body: { password?: string; code?: string } }>(
    '/api/account/confirm',
    {
      schema: {
        body: objectSchema({ password: passwordSchema, code: codeSchema }, []),
        response: { 200: confirmedAnswer },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const { password, code } = request.body;
      if ((password === undefined) === (code === undefined)) {
        throw new HttpError(400, 'Please enter your password or a code of your authenticator app.');
      }
      if (password !== undefined) {
        await requirePassword(auth, request, password);
      } else {
        await throttle(request, auth.user.id);
        if (!(await acceptTotp(deps, auth.user.id, normalizeTotpCode(code ?? '')))) {
          throw new HttpError(400, CODE_WRONG, { fields: { code: CODE_WRONG } });
        }
      }
      const at = now();
      await repos.sessions.confirm(auth.sessionId, at);
      return { confirmedUntil: confirmationOf(at, app.deps.config.sessions).confirmedUntil.toISOString() };
    },
  );

  app.get(
    '/api/account/two-step',
    { schema: { response: { 200: twoStepStatusAnswer } } },
    async (request): Promise<TwoStepStatus> => {
      const auth = ownAccount(request);
      const factor = await repos.secondFactors.findTotp(auth.user.id);
      const isEnabled = Boolean(factor?.confirmedAt);
      return {
        isEnabled,
        hasSecondFactor: Boolean(auth.user.secondFactorAt),
        confirmedAt: factor?.confirmedAt?.toISOString() ?? null,
        recoveryCodesLeft: isEnabled ? await repos.secondFactors.recoveryCodesLeft(auth.user.id) : 0,
        isRequired: auth.user.role === 'admin',
      };
    },
  );

  // The password first: a factor added from a stolen session would lock the investor out of their own account.
  app.post<{ Body: { password: string } }>(
    '/api/account/two-step/totp',
    { schema: { body: objectSchema({ password: passwordSchema }, ['password']), response: { 200: totpSetupAnswer } } },
    async (request): Promise<TotpSetupAnswer> => {
      const auth = ownAccount(request);
      await requirePassword(auth, request, request.body.password);
      const secret = newTotpSecret();
      if (!(await repos.secondFactors.startTotp(auth.user.id, secret))) throw new HttpError(409, ALREADY_ENABLED);
      const uri = totpUri(secret, auth.user.email);
      return { secret, uri, qrSvg: await qrSvgOf(uri) };
    },
  );

  app.post<{ Body: { code: string } }>(
    '/api/account/two-step/totp/confirm',
    { schema: { body: objectSchema({ code: codeSchema }, ['code']), response: { 200: recoveryCodesAnswer } } },
    async (request): Promise<RecoveryCodesAnswer> => {
      const auth = ownAccount(request);
      await throttle(request, auth.user.id);
      const factor = await repos.secondFactors.findTotp(auth.user.id);
      if (!factor || factor.confirmedAt) throw new HttpError(409, factor ? ALREADY_ENABLED : NOT_SET_UP);
      const timeStep = await matchingTimeStep(factor.secret, normalizeTotpCode(request.body.code), now());
      const isConfirmed =
        timeStep !== undefined &&
        (await repos.secondFactors.acceptTimeStep(auth.user.id, timeStep, { confirmAt: now() }));
      if (!isConfirmed) throw new HttpError(400, CODE_WRONG, { fields: { code: CODE_WRONG } });
      await repos.sessions.addAuthenticator(auth.sessionId);
      const recoveryCodes = await issueRecoveryCodes(auth.user.id);
      await audit(auth, 'account.two-step-enabled');
      await mail(
        auth.user.email,
        'two-step-enabled',
        'Two-step verification is on for your Investor Portal account',
        `Two-step verification was turned on for your Investor Portal account on ${now().toUTCString()}. From now on, logging in asks for the code of your authenticator app after your password.`,
      );
      return { recoveryCodes };
    },
  );

  app.post<{ Body: { password: string } }>(
    '/api/account/two-step/recovery-codes',
    {
      schema: {
        body: objectSchema({ password: passwordSchema }, ['password']),
        response: { 200: recoveryCodesAnswer },
      },
    },
    async (request): Promise<RecoveryCodesAnswer> => {
      const auth = ownAccount(request);
      await requirePassword(auth, request, request.body.password);
      const factor = await repos.secondFactors.findTotp(auth.user.id);
      if (!factor?.confirmedAt) throw new HttpError(409, NOT_SET_UP);
      const recoveryCodes = await issueRecoveryCodes(auth.user.id);
      await audit(auth, 'account.recovery-codes-replaced');
      await mail(
        auth.user.email,
        'recovery-codes-replaced',
        'New recovery codes for your Investor Portal account',
        `New recovery codes were made for your Investor Portal account on ${now().toUTCString()}; the old ones no longer work.`,
      );
      return { recoveryCodes };
    },
  );

  app.post<{ Body: { password: string } }>(
    '/api/account/two-step/disable',
    {
      schema: {
        body: objectSchema({ password: passwordSchema }, ['password']),
        response: { 200: twoStepDisabledAnswer },
      },
    },
    async (request) => {
      const auth = ownAccount(request);
      if (auth.user.role === 'admin') throw new HttpError(403, ADMINS_KEEP_IT);
      await requirePassword(auth, request, request.body.password);
      await repos.secondFactors.removeAll(auth.user.id, now());
      await audit(auth, 'account.two-step-disabled');
      await mail(
        auth.user.email,
        'two-step-disabled',
        'Two-step verification is off for your Investor Portal account',
        `Two-step verification was turned off for your Investor Portal account on ${now().toUTCString()}, and its recovery codes were deleted. Logging in now asks for your password only.`,
      );
      return { isEnabled: false };
    },
  );
};
