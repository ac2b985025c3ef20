// The second step of a login (docs/security.md 'Two-step verification'): once the password is right, a user with an
// authenticator app or a passkey gets a short-lived login challenge (its token in a cookie of its own, the session not
// yet open) and opens the session with the app's current code, one of their recovery codes, or a passkey (which logs
// in on its own: passkey-routes.ts). Five wrong codes end the
// challenge, and each counts against the account like a wrong password (login-guard.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  CODE_WRONG,
  LOGIN_CHALLENGE_ENDED,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_CODE_WRONG,
  type SecondFactorNeeded,
} from '../../../shared/api/two-step';
import { recordAdminAction } from '../../audit/record-action';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import { objectSchema } from '../../schema-parts';
import { visitorAnswer } from './account-answers';
import type { AuthDeps } from './auth-deps';
import { loginGuard } from './login-guard';
import { startSession } from './start-session';
import { createThrottle } from './throttle';
import { matchingTimeStep } from './totp';
import { toVisitor } from './visitor';

const CHALLENGE_COOKIE = 'portal_login_challenge';
const CHALLENGE_PATH = '/api/login';
const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_ATTEMPTS = 5;

type SecondFactorBody = { code?: string; recoveryCode?: string };

/** POST /api/login's answer for a user with a second factor: the challenge's cookie, and what it needs. */
export const askForSecondFactor = async (
  _app: FastifyInstance,
  deps: AuthDeps,
  reply: FastifyReply,
  userId: string,
): Promise<SecondFactorNeeded> => {
  const { auth: repos, config, now } = deps;
  // What the user has: an authenticator app (with its recovery codes), passkeys, or both.
  const hasApp = Boolean((await repos.secondFactors.findTotp(userId))?.confirmedAt);
  const hasPasskey = (await repos.passkeys.listOfUser(userId)).length > 0;
  const methods: SecondFactorNeeded['methods'] = [
    ...(hasApp ? (['totp', 'recovery'] as const) : []),
    ...(hasPasskey ? (['passkey'] as const) : []),
  ];
  const token = await repos.secondFactors.createChallenge(userId, new Date(now().getTime() + CHALLENGE_MS));
  reply.setCookie(CHALLENGE_COOKIE, token, {
    path: CHALLENGE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    maxAge: CHALLENGE_MS / 1000,
  });
  return { secondFactorRequired: true, methods };
};

export const twoStepLoginRoutes = async (app: FastifyInstance, { deps }: { deps: AuthDeps }): Promise<void> => {
  const { db, auth: repos, mailer, config, now } = deps;
  const throttleByAddress = createThrottle(app, 'login:address', config.rateLimits.loginPerAddress);
  const codeSchema = { type: 'string', minLength: 1, maxLength: 40 };

  app.post<{ Body: SecondFactorBody }>(
    '/api/login/second-factor',
    {
      schema: {
        body: objectSchema({ code: codeSchema, recoveryCode: codeSchema }, []),
        response: { 200: visitorAnswer },
      },
    },
    async (request, reply) => {
      await throttleByAddress(request, request.ip);
      const { code, recoveryCode } = request.body;
      if ((code === undefined) === (recoveryCode === undefined)) {
        throw new HttpError(400, 'Please enter the code from your authenticator app or a recovery code.');
      }
      const token = request.cookies[CHALLENGE_COOKIE];
      const challenge = token ? await repos.secondFactors.findChallenge(token, now()) : undefined;
      const user = challenge && (await repos.users.findById(challenge.userId));
      if (!challenge || !user) throw new HttpError(401, LOGIN_CHALLENGE_ENDED, { redirectPath: '/login' });
      const guard = loginGuard(app.deps, user.email, request);

      const isRight =
        code !== undefined
          ? await acceptTotp(deps, user.id, normalizeTotpCode(code))
          : await repos.secondFactors.spendRecoveryCode(user.id, normalizeRecoveryCode(recoveryCode ?? ''), now());
      if (!isRight) {
        await guard.countFailure();
        const failures = await repos.secondFactors.failChallenge(challenge.id);
        if (failures >= CHALLENGE_ATTEMPTS) {
          await repos.secondFactors.endChallenge(challenge.id);
          throw new HttpError(401, LOGIN_CHALLENGE_ENDED, { redirectPath: '/login' });
        }
        const message = code !== undefined ? CODE_WRONG : RECOVERY_CODE_WRONG;
        throw new HttpError(400, message, { fields: { [code !== undefined ? 'code' : 'recoveryCode']: message } });
      }
      // Two tabs with the same challenge: one session.
      if (!(await repos.secondFactors.endChallenge(challenge.id))) {
        throw new HttpError(401, LOGIN_CHALLENGE_ENDED, { redirectPath: '/login' });
      }
      reply.clearCookie(CHALLENGE_COOKIE, { path: CHALLENGE_PATH });
      await startSession(
        app,
        deps,
        request,
        reply,
        user.id,
        code !== undefined ? 'password-and-authenticator' : 'password-and-recovery-code',
      );
      await guard.rememberSource(reply);
      if (recoveryCode !== undefined) {
        const left = await repos.secondFactors.recoveryCodesLeft(user.id);
        await recordAdminAction(deps, {
          actorUserId: user.id,
          action: 'account.recovery-code-used',
          target: user.id,
          details: { recoveryCodesLeft: left },
        });
        await deliverMail(db, mailer, {
          kind: 'recovery-code-used',
          to: user.email,
          subject: 'A recovery code was used to log in to Investor Portal',
          text: `A recovery code was used to log in to your Investor Portal account on ${now().toUTCString()}. ${left} of your recovery codes are left.\n\nIf it was not you, reset your password now at ${config.publicUrl}/password-reset and write to investor relations. You can make new recovery codes in your account settings: ${config.publicUrl}/account/settings#two-step\n`,
        });
      }
      return toVisitor(request.auth);
    },
  );
};

/** The app's code, good once: its time step must be newer than the last one accepted. */
export const acceptTotp = async (deps: AuthDeps, userId: string, code: string): Promise<boolean> => {
  const { auth: repos, now } = deps;
  const factor = await repos.secondFactors.findTotp(userId);
  if (!factor?.confirmedAt) return false;
  const timeStep = await matchingTimeStep(factor.secret, code, now());
  return timeStep !== undefined && (await repos.secondFactors.acceptTimeStep(userId, timeStep));
};
