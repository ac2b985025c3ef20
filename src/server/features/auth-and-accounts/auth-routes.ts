// Sign-up, login and logout (docs/design.md §5; docs/spec.md §7 GET /api/logout). Sessions rotate at login.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import {
  emailSchema,
  fundSlugSchema,
  newPasswordSchema,
  objectSchema,
  passwordSchema,
  personNameSchema,
} from '../../schema-parts';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from '../../security/password';
import { loginAnswer, logoutAnswer, visitorAnswer } from './account-answers';
import type { AuthDeps } from './auth-deps';
import { loginGuard } from './login-guard';
import { clearSessionCookie, loginRedirectPath, SESSION_COOKIE } from './session-auth';
import { startSession } from './start-session';
import { createThrottle } from './throttle';
import { askForSecondFactor } from './two-step-login-routes';
import { normalizeEmail } from './users-repository';
import { toVisitor } from './visitor';

type SignupBody = { email: string; password: string; firstName: string; lastName: string };
type LoginBody = { email: string; password: string };
type LogoutQuery = { slug?: string };

const LOGIN_FAILED = 'The e-mail or password is incorrect.';

export const authRoutes = async (app: FastifyInstance, { deps }: { deps: AuthDeps }): Promise<void> => {
  const { auth: repos, config } = deps;
  const limits = config.rateLimits;
  const throttleSignup = createThrottle(app, 'signup:address', limits.signupPerAddress);
  const throttleLoginByAddress = createThrottle(app, 'login:address', limits.loginPerAddress);

  app.post<{ Body: SignupBody }>(
    '/api/signup',
    {
      schema: {
        body: objectSchema(
          { email: emailSchema, password: newPasswordSchema, firstName: personNameSchema, lastName: personNameSchema },
          ['email', 'password', 'firstName', 'lastName'],
        ),
        response: { 201: visitorAnswer },
      },
    },
    async (request, reply) => {
      await throttleSignup(request, request.ip);
      const { email, password, firstName, lastName } = request.body;
      const user = await repos.users.create({
        email,
        passwordHash: await hashPassword(password),
        firstName: firstName.trim(),
        lastName: lastName.trim(),
      });
      if (!user) throw new HttpError(409, 'An account with this e-mail already exists. Please log in.');
      await startSession(app, deps, request, reply, user.id, 'password');
      // The browser that made the account is its own, like one that logged in (login-guard.ts).
      await loginGuard(app.deps, user.email, request).rememberSource(reply);
      return reply.status(201).send(toVisitor(request.auth));
    },
  );

  app.post<{ Body: LoginBody }>(
    '/api/login',
    {
      schema: {
        body: objectSchema({ email: emailSchema, password: passwordSchema }, ['email', 'password']),
        response: { 200: loginAnswer },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await throttleLoginByAddress(request, request.ip);
      const guard = loginGuard(app.deps, normalizeEmail(email), request);
      await guard.refuseIfLockedOut();
      const user = await repos.users.findByEmail(email);
      // Hardening beyond the spec: an unknown e-mail costs the same hash as a known one.
      const isValid = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!user || !isValid) {
        await guard.countFailure();
        throw new HttpError(401, LOGIN_FAILED);
      }
      // With a second factor, the session opens only once its code is in (two-step-login-routes.ts).
      if (user.secondFactorAt) return askForSecondFactor(app, deps, reply, user.id);
      await startSession(app, deps, request, reply, user.id, 'password');
      await guard.rememberSource(reply);
      return toVisitor(request.auth);
    },
  );

  const logout = async (request: FastifyRequest<{ Querystring: LogoutQuery }>, reply: FastifyReply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await repos.sessions.deleteByToken(token);
    clearSessionCookie(app, reply);
    return { redirectPath: loginRedirectPath(request.query.slug?.toLowerCase()) };
  };
  // The slug comes from the page's url, in whatever case the investor typed it.
  const querystring = objectSchema({ slug: { ...fundSlugSchema, pattern: '^[A-Za-z0-9][A-Za-z0-9-]*$' } }, []);
  const response = { 200: logoutAnswer };
  app.get<{ Querystring: LogoutQuery }>('/api/logout', { schema: { querystring, response } }, logout);
  app.post<{ Querystring: LogoutQuery }>(
    '/api/logout',
    { schema: { querystring, body: objectSchema({}, []), response } },
    logout,
  );

  app.get('/api/me', { schema: { response: { 200: visitorAnswer } } }, async (request) => toVisitor(request.auth));
};
