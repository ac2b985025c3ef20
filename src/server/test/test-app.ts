// One helper for every API test file: the app on each configured backend, real SMTP, captured logs, and small
// request helpers. Use inside `describe.each(testBackends())`.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppOptions, buildApp } from '../app';
import type { RateLimits } from '../app-deps';
import { SESSION_COOKIE } from '../features/auth-and-accounts/public-api';
import { createSmtpMailer } from '../mail/mailer';
import { generateDataKey } from '../security/data-key';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer';
import { type Backend, openTestDatabase, type TestDatabase } from './test-database';

export type { Backend } from './test-database';
export { testBackends } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  smtp: SmtpPeer;
  dataKey: Buffer;
  /** Every log line the app wrote. */
  logs: string[];
};

const generous = { max: 100_000, timeWindowMs: 60_000 };
/** Every request of a test file comes from one address; the rate-limit tests set their own limits. */
export const GENEROUS_RATE_LIMITS: RateLimits = {
  loginPerEmail: generous,
  loginFailuresPerAccount: generous,
  loginPerAddress: generous,
  passwordResetPerEmail: generous,
  passwordResetPerAddress: generous,
  signupPerAddress: generous,
  mailPerAccount: generous,
  mailPerRecipient: generous,
  publicReadsPerAddress: generous,
};

/**
 * Tests move the clock by days (reminders, waiting periods) with one login; the session-limit tests set the real ones.
 */
export const LASTING_SESSIONS = { idleMs: 365 * 24 * 3_600_000, maxMs: 365 * 24 * 3_600_000 };

export type TestAppOptions = Omit<AppOptions, 'db' | 'mailer' | 'dataKey' | 'logStream'>;

export const startTestApp = async (backend: Backend, options: TestAppOptions = {}): Promise<TestApp> => {
  const database = await openTestDatabase(backend);
  const smtp = await startSmtpPeer();
  const dataKey = generateDataKey();
  const logs: string[] = [];
  const app = await buildApp({
    rateLimits: GENEROUS_RATE_LIMITS,
    sessionLimits: LASTING_SESSIONS,
    db: database.db,
    databasePool: database.pool,
    ...(database.url && { databaseUrl: database.url }),
    mailer: createSmtpMailer(smtp.url),
    dataKey,
    logLevel: 'debug',
    logStream: { write: (line: string) => void logs.push(line) },
    // A response schema that would drop or change part of an answer fails the route's tests.
    isAnswerCheckOn: true,
    // The test receivers listen on this machine: the operator's list allows it (public addresses only otherwise).
    webhookAllowedHosts: ['127.0.0.1'],
    ...options,
  });
  await app.ready();
  return { app, database, smtp, dataKey, logs };
};

export const stopTestApp = async ({ app, database, smtp }: TestApp): Promise<void> => {
  await app.close();
  await smtp.close();
  await database.close();
};

/** Registers start/stop hooks in the current describe block and answers the running app lazily. */
export const useTestApp = (backend: Backend, options: TestAppOptions = {}): (() => TestApp) => {
  let running: TestApp | undefined;
  beforeAll(async () => {
    running = await startTestApp(backend, options);
  });
  afterAll(async () => {
    if (running) await stopTestApp(running);
  });
  return () => {
    if (!running) throw new Error('The test app has not started');
    return running;
  };
};

/** The session cookie a response set, as a request `cookie` header value. */
export const sessionCookieOf = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`No session cookie in response ${response.statusCode}: ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
};

type Call = { cookie?: string; headers?: Record<string, string> };

export const postJson = (
  app: FastifyInstance,
  url: string,
  body: unknown,
  { cookie, headers = {} }: Call = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(cookie && { cookie }), ...headers },
  } satisfies InjectOptions);

export const getJson = (app: FastifyInstance, url: string, { cookie, headers = {} }: Call = {}) =>
  app.inject({ method: 'GET', url, headers: { ...(cookie && { cookie }), ...headers } });

let counter = 0;
/** A fresh e-mail per call, so tests in one file never collide. */
export const uniqueEmail = (name = 'investor'): string => `${name}.${Date.now()}.${++counter}@example.com`;

export const TEST_PASSWORD = 'correct horse battery';

/** Signs a new investor up and answers their session cookie and user id. */
export const signUp = async (
  app: FastifyInstance,
  email = uniqueEmail(),
  names = { firstName: 'Ada', lastName: 'Lovelace' },
): Promise<{ cookie: string; userId: string; email: string }> => {
  const response = await postJson(app, '/api/signup', { email, password: TEST_PASSWORD, ...names });
  if (response.statusCode !== 201) throw new Error(`Sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieOf(response), userId: response.json().user.id, email };
};
