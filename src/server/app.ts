// The API as a Fastify application (docs/design.md §4; fastify/demo style): build it with its dependencies, then listen
// (server.ts) or inject requests (tests). Holds no state that matters in process memory (docs/design.md §8).
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { DestinationStream } from 'pino';
import { DEFAULT_INVITATION_DAYS } from '../shared/api/invitations';
import {
  type AppDeps,
  DEFAULT_INVESTOR_RELATIONS_EMAIL,
  DEFAULT_RATE_LIMITS,
  DEFAULT_SESSION_LIMITS,
  type RateLimits,
  type ScreeningConfig,
  type SessionLimits,
} from './app-deps';
import type { Db, PoolUse } from './db/database';
import { MIGRATIONS_FOLDER } from './db/migrate';
import { apiReferenceRoutes } from './features/api-reference/api-reference-routes';
import { openApiOptions } from './features/api-reference/openapi-options';
import { authAndAccountsPlugin } from './features/auth-and-accounts/auth-and-accounts-plugin';
import { createAuthDeps } from './features/auth-and-accounts/auth-deps';
import { registerAuthFirst } from './features/auth-and-accounts/auth-first';
import { registerDelegateGuard } from './features/auth-and-accounts/delegate-guard';
import { registerSessionAuth } from './features/auth-and-accounts/session-auth';
import { backOfficePlugin } from './features/back-office/back-office-plugin';
import { registerImpersonationGuard } from './features/back-office/impersonation/impersonation-guard';
import type { ReminderSchedule } from './features/back-office/reminders/reminder-policy';
import { closingPlugin } from './features/closing/public-api';
import { dataRoomPlugin } from './features/data-room/data-room-plugin';
import { governingDocumentsOf } from './features/data-room/public-api';
import { fundsPlugin } from './features/funds/funds-plugin';
import { investmentFlowPlugin } from './features/investment-flow/investment-flow-plugin';
import { DEFAULT_SCREENING_THRESHOLD, screeningPlugin } from './features/screening/public-api';
import { signingPlugin } from './features/signing/signing-plugin';
import { syndicationPlugin } from './features/syndication/syndication-plugin';
import { createWebhookWorker, openApiWebhooks, type WebhookWorker } from './features/webhooks/public-api';
import { webhooksPlugin } from './features/webhooks/webhooks-plugin';
import type { Mailer } from './mail/mailer';
import { registerAnswerCheck } from './plugins/answer-check';
import { registerControlCharacterGuard } from './plugins/control-characters';
import { registerDelegateAudit } from './plugins/delegate-audit';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealthRoutes } from './plugins/health-routes';
import { registerImpersonationAudit } from './plugins/impersonation-audit';
import { loggerOptions } from './plugins/logger-options';
import { registerMetrics } from './plugins/metrics';
import { registerOriginGuard } from './plugins/origin-guard';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { registerRequestLog } from './plugins/request-log';
import { schemaCompilers } from './plugins/schema-compilers';
import { registerWebAssets } from './plugins/web-assets';
import { createWebPages, type WebPages } from './plugins/web-pages';
import { createDataCipher } from './security/data-cipher';
import { ephemeralSigningIdentity, type SigningIdentity } from './security/signing-identity';

/** Large enough for any step's form, small enough that a hostile body is refused early. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export type AppOptions = {
  db: Db;
  mailer: Mailer;
  /** 32-byte key that seals tax ids. */
  dataKey: Buffer;
  /** The certificate that signs sealed documents (PORTAL_SIGNING_P12); a throwaway one outside production if omitted. */
  signingIdentity?: SigningIdentity;
  /** Keys of earlier rotations, still able to open values (docs/operations.md). */
  previousDataKeys?: readonly Buffer[];
  /** Secure cookies; true outside development. */
  isProduction?: boolean;
  publicUrl?: string;
  /** The number the wire-fraud warning names (INVESTOR_RELATIONS_PHONE). */
  investorRelationsPhone?: string;
  /** Where the portal tells investor relations of an investor's withdrawal (INVESTOR_RELATIONS_EMAIL). */
  investorRelationsEmail?: string;
  /** Hosts webhooks may reach whatever they resolve to (WEBHOOK_ALLOWED_HOSTS); public addresses only otherwise. */
  webhookAllowedHosts?: readonly string[];
  /** Origins besides the request's own host allowed on state-changing calls. */
  allowedOrigins?: readonly string[];
  logLevel?: string;
  /** Where log lines go (tests capture them); stdout when omitted. */
  logStream?: DestinationStream;
  /** Trust X-Forwarded-* from a load balancer (Fastify trustProxy). */
  trustProxy?: boolean | string;
  rateLimits?: Partial<RateLimits>;
  /** Session idle and total limits (SESSION_IDLE_MINUTES, SESSION_MAX_HOURS); ASVS level 2's by default. */
  sessionLimits?: SessionLimits;
  now?: () => Date;
  /** The built web app (dist/web) to serve beside the API; the API alone when omitted. */
  webRoot?: string;
  /** The web app's server build (dist/ssr), which draws pages as HTML; without it the browser draws every page. */
  ssrRoot?: string;
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); /metrics answers 404 without one. */
  metricsToken?: string;
  /** PostgreSQL's connection string, when `db` is PostgreSQL: large exports read through one of their own. */
  databaseUrl?: string;
  /** Identity checks' screening provider and threshold (docs/kyc.md 'Providers'); the built-in lists by default. */
  screening?: Partial<ScreeningConfig>;
  /** How many days an invitation to subscribe works (docs/admin.md 'Invitations'); 30 by default. */
  invitationDays?: number;
  /** The database's connection pool, reported in the metrics. */
  databasePool?: PoolUse;
  /** The reminder schedule's timer, claim lease and batch (REMINDER_* settings). */
  reminderSchedule?: ReminderSchedule;
  /** Runs the webhook outbox worker on a timer (default); tests drive `app.webhookWorker.runOnce()` themselves. */
  isWebhookWorkerOn?: boolean;
  /** Checks each JSON answer against its route's response schema before sending it (tests: plugins/answer-check.ts). */
  isAnswerCheckOn?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhook outbox worker (docs/api.md 'Webhooks'): `stop()` drains it; closing the app does that too. */
    webhookWorker: WebhookWorker;
  }
}

const signingIdentityOf = (options: AppOptions): SigningIdentity => {
  if (options.signingIdentity) return options.signingIdentity;
  if (options.isProduction) throw new Error('A signing certificate is required in production (PORTAL_SIGNING_P12)');
  return ephemeralSigningIdentity();
};

export const buildApp = async (options: AppOptions): Promise<FastifyInstance> => {
  const logger = {
    ...loggerOptions(options.logLevel ?? 'info'),
    ...(options.logStream && { stream: options.logStream }),
  };
  const app = Fastify({
    logger,
    // One line per request instead (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    // Wrong types and unknown fields are refused, not coerced or dropped (docs/design.md §5).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false } },
    // Fastify's own compilers, each route schema compiled once per process (plugins/schema-compilers.ts).
    schemaController: { compilersFactory: schemaCompilers as never },
    routerOptions: { maxParamLength: 200 },
  });

  const dataKeys = [options.dataKey, ...(options.previousDataKeys ?? [])];
  const cipher = createDataCipher(dataKeys);
  const publicUrl = options.publicUrl ?? 'http://127.0.0.1:3000';
  const deps: AppDeps = {
    db: options.db,
    cipher,
    signingIdentity: signingIdentityOf(options),
    mailer: options.mailer,
    config: {
      secureCookies: options.isProduction ?? false,
      publicUrl,
      pageOrigins: [publicUrl, ...(options.allowedOrigins ?? [])].map((url) => new URL(url).origin),
      investorRelationsPhone: options.investorRelationsPhone ?? '+1 (212) 555-0100',
      investorRelationsEmail: options.investorRelationsEmail ?? DEFAULT_INVESTOR_RELATIONS_EMAIL,
      rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
      sessions: options.sessionLimits ?? DEFAULT_SESSION_LIMITS,
      outbound: { allowedHosts: options.webhookAllowedHosts ?? [] },
      screening: { threshold: DEFAULT_SCREENING_THRESHOLD, yente: null, ...options.screening },
      invitationDays: options.invitationDays ?? DEFAULT_INVITATION_DAYS,
    },
    now: options.now ?? (() => new Date()),
    governingDocuments: (fundSlug) => governingDocumentsOf(options.db, fundSlug),
    ...(options.databaseUrl && { exportThread: { databaseUrl: options.databaseUrl, dataKeys } }),
  };
  app.decorate('deps', deps);
  // Auth's hooks read the session before every route; they and its routes share the feature's repositories.
  const authDeps = createAuthDeps(deps);

  let pages: WebPages | null = null;
  registerErrorHandler(app, options.webRoot, () => pages);
  if (options.webRoot) await registerWebAssets(app, options.webRoot);
  if (options.webRoot && options.ssrRoot)
    pages = await createWebPages(app, { webRoot: options.webRoot, ssrRoot: options.ssrRoot });
  await app.register(helmet, { global: true });
  await app.register(cookie);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(options.db, deps.now) });
  registerRequestLog(app);
  registerMetrics(app, {
    ...(options.metricsToken && { token: options.metricsToken }),
    ...(options.databasePool && { pool: options.databasePool }),
  });
  registerHealthRoutes(app, { migrationsFolder: MIGRATIONS_FOLDER });
  registerOriginGuard(app, [publicUrl, ...(options.allowedOrigins ?? [])]);
  registerSessionAuth(app, authDeps.auth);
  registerAuthFirst(app);
  registerImpersonationAudit(app);
  registerDelegateAudit(app);
  registerImpersonationGuard(app);
  registerDelegateGuard(app, authDeps.auth);
  registerControlCharacterGuard(app);
  // Answers carry personal data: no browser or proxy may keep a copy. The web app's files keep the caching
  // web-assets.ts gives them (hashed assets for a year), and so do the few API routes that serve public images
  // (route config `isPublicCacheable`).
  app.addHook('onSend', async (request, reply, payload) => {
    const isKept = !request.url.startsWith('/api/') || request.routeOptions.config.isPublicCacheable === true;
    if (isKept && reply.hasHeader('cache-control')) return payload;
    reply.header('cache-control', 'no-store');
    return payload;
  });

  if (options.isAnswerCheckOn) registerAnswerCheck(app);

  // The OpenAPI document is built from the schemas of the routes registered after it (docs/api.md 'OpenAPI').
  await app.register(swagger, openApiOptions(openApiWebhooks()));

  // The features, each one plugin (src/server/features/<name>/).
  await app.register(authAndAccountsPlugin, { deps: authDeps });
  await app.register(fundsPlugin);
  await app.register(investmentFlowPlugin);
  await app.register(signingPlugin);
  await app.register(backOfficePlugin, {
    ...(options.reminderSchedule && { reminderSchedule: options.reminderSchedule }),
  });
  await app.register(syndicationPlugin);
  await app.register(dataRoomPlugin);
  await app.register(screeningPlugin);
  await app.register(closingPlugin);
  const webhookWorker = createWebhookWorker({
    db: deps.db,
    cipher,
    now: deps.now,
    outbound: deps.config.outbound,
    onError: (error) => app.log.error({ err: error }, 'webhook deliveries failed'),
  });
  app.decorate('webhookWorker', webhookWorker);
  await app.register(webhooksPlugin, { worker: webhookWorker, isWorkerOn: options.isWebhookWorkerOn ?? true });
  await app.register(apiReferenceRoutes);
  return app;
};
