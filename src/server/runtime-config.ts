// Settings from the environment (docs/operations.md lists them all). Read once at start; nothing else reads env.

import { join, resolve } from 'node:path';
import { DEFAULT_INVITATION_DAYS } from '../shared/api/invitations';
import {
  DEFAULT_INVESTOR_RELATIONS_EMAIL,
  DEFAULT_SESSION_LIMITS,
  type ScreeningConfig,
  type SessionLimits,
} from './app-deps';
import type { ReminderSchedule } from './features/back-office/reminders/reminder-policy';
import { DEFAULT_SCREENING_THRESHOLD } from './features/screening/public-api';
import { loadDataKeys } from './security/data-key';
import { DEFAULT_STEP_UP_MS } from './security/session-limits';
import { loadSigningIdentity, type SigningIdentity } from './security/signing-identity';

export type RuntimeConfig = {
  port: number;
  host: string;
  isProduction: boolean;
  /** PostgreSQL when set; PGlite under dataDir otherwise. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  outboxDir: string;
  publicUrl: string;
  /** Investor relations' phone: the wire-fraud warning tells investors to call it before they send funds. */
  investorRelationsPhone: string;
  investorRelationsEmail: string;
  /** Hosts webhooks may reach whatever they resolve to (WEBHOOK_ALLOWED_HOSTS); otherwise public addresses only. */
  webhookAllowedHosts: string[];
  /** Identity checks' screening (SCREENING_THRESHOLD, SCREENING_YENTE_URL, _DATASET, _API_KEY; docs/kyc.md). */
  screening: ScreeningConfig;
  /** How many days an invitation to subscribe works (INVITATION_EXPIRY_DAYS; docs/admin.md 'Invitations'). */
  invitationDays: number;
  allowedOrigins: string[];
  trustProxy: boolean | string;
  logLevel: string;
  dataKeys: Buffer[];
  /** How long a session lasts idle and in all (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS). */
  sessionLimits: SessionLimits;
  /** The certificate that signs sealed documents: PORTAL_SIGNING_P12, else in development one under dataDir. */
  signingIdentity: SigningIdentity;
  /** The built web app to serve beside the API; undefined: dist/web (server.ts). */
  webRoot: string | undefined;
  /** The web app's server build; beside the web build (`<web root>/../ssr`) when unset. */
  ssrRoot: string | undefined;
  /** The bearer token of GET /metrics (METRICS_TOKEN); no metrics are served without one. */
  metricsToken: string | undefined;
  /** The reminder schedule as set: how often it runs, how long a claim lasts, how many reminders a run claims. */
  reminderSchedule: ReminderSchedule;
  /** On SIGTERM: how long readiness answers 503 before the listener closes, and how long requests may take. */
  drain: { delayMs: number; timeoutMs: number };
};

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const positiveNumber = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`${name} must be a positive number, not ${value}`);
  return parsed;
};

const wholeNumber = (name: string, value: string | undefined, fallback: number, least: number): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < least)
    throw new Error(`${name} must be a whole number from ${least}, not ${value}`);
  return parsed;
};

const screeningOf = (env: Record<string, string | undefined>): ScreeningConfig => {
  const threshold = env.SCREENING_THRESHOLD ? Number(env.SCREENING_THRESHOLD) : DEFAULT_SCREENING_THRESHOLD;
  if (!(threshold > 0 && threshold <= 1))
    throw new Error(`SCREENING_THRESHOLD must be a number above 0 and at most 1, not ${env.SCREENING_THRESHOLD}`);
  const url = env.SCREENING_YENTE_URL;
  return {
    threshold,
    yente: url
      ? {
          url,
          ...(env.SCREENING_YENTE_DATASET && { dataset: env.SCREENING_YENTE_DATASET }),
          ...(env.SCREENING_YENTE_API_KEY && { apiKey: env.SCREENING_YENTE_API_KEY }),
        }
      : null,
  };
};

const trustProxyOf = (value: string | undefined): boolean | string => {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
};

export const readRuntimeConfig = (env: Record<string, string | undefined>): RuntimeConfig => {
  const isProduction = env.NODE_ENV === 'production';
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not ${env.PORT}`);
  const host = env.HOST ?? '127.0.0.1';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host,
    isProduction,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    pgliteDir: join(dataDir, 'pglite'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || undefined,
    outboxDir: join(dataDir, 'outbox'),
    publicUrl: env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
    investorRelationsPhone: env.INVESTOR_RELATIONS_PHONE || '+1 (212) 555-0100',
    investorRelationsEmail: env.INVESTOR_RELATIONS_EMAIL || DEFAULT_INVESTOR_RELATIONS_EMAIL,
    webhookAllowedHosts: list(env.WEBHOOK_ALLOWED_HOSTS),
    screening: screeningOf(env),
    invitationDays: wholeNumber('INVITATION_EXPIRY_DAYS', env.INVITATION_EXPIRY_DAYS, DEFAULT_INVITATION_DAYS, 1),
    // In development the portal may be opened as localhost too, the host name passkeys need (docs/security.md).
    allowedOrigins: [
      ...list(env.ALLOWED_ORIGINS),
      ...(!isProduction && !env.PUBLIC_URL ? [`http://localhost:${port}`] : []),
    ],
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionLimits: {
      idleMs:
        positiveNumber('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, DEFAULT_SESSION_LIMITS.idleMs / 60_000) *
        60_000,
      maxMs:
        positiveNumber('SESSION_MAX_HOURS', env.SESSION_MAX_HOURS, DEFAULT_SESSION_LIMITS.maxMs / 3_600_000) *
        3_600_000,
      stepUpMs: positiveNumber('STEP_UP_MINUTES', env.STEP_UP_MINUTES, DEFAULT_STEP_UP_MS / 60_000) * 60_000,
    },
    dataKeys: loadDataKeys({ env, keyFile: join(dataDir, 'data.key'), isProduction }),
    signingIdentity: loadSigningIdentity({ env, developmentFile: join(dataDir, 'signing.p12'), isProduction }),
    webRoot: env.WEB_ROOT ? resolve(env.WEB_ROOT) : undefined,
    ssrRoot: env.SSR_ROOT ? resolve(env.SSR_ROOT) : undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    // Unset ones keep the schedule's own (reminder-policy.ts).
    reminderSchedule: {
      ...(env.REMINDER_CHECK_SECONDS && {
        checkEveryMs: positiveNumber('REMINDER_CHECK_SECONDS', env.REMINDER_CHECK_SECONDS, 0) * 1000,
      }),
      ...(env.REMINDER_LEASE_SECONDS && {
        leaseMs: positiveNumber('REMINDER_LEASE_SECONDS', env.REMINDER_LEASE_SECONDS, 0) * 1000,
      }),
      ...(env.REMINDER_BATCH && { batch: wholeNumber('REMINDER_BATCH', env.REMINDER_BATCH, 0, 1) }),
    },
    drain: {
      delayMs: wholeNumber('DRAIN_DELAY_SECONDS', env.DRAIN_DELAY_SECONDS, 0, 0) * 1000,
      timeoutMs: positiveNumber('DRAIN_TIMEOUT_SECONDS', env.DRAIN_TIMEOUT_SECONDS, 20) * 1000,
    },
  };
};
