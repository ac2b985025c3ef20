// `npm start`: migrate, seed an empty development database with demo data, listen. Everything else is in app.ts.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { pruneExpired } from './db/prune';
import { DEMO_PEOPLE } from './db/seed/demo-people';
import { isDatabaseEmpty, seedDemo } from './db/seed/seed-demo';
import { findUserByEmail } from './features/auth-and-accounts/public-api';
import { terminalLogStream } from './plugins/request-log';
import { hasWebBuild } from './plugins/web-assets';
import { hasServerBuild } from './plugins/web-pages';
import { createConfiguredMailer, drain, openConfiguredDatabase } from './runtime';
import { readRuntimeConfig } from './runtime-config';
import { createDataCipher } from './security/data-cipher';

/**
 * `npm run build` writes the web app here, and its server build beside it (dist/ssr); `npm start` builds both first.
 * WEB_ROOT (and SSR_ROOT) may name another build.
 */
const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../dist/web', import.meta.url));

const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

const main = async (): Promise<void> => {
  const config = readRuntimeConfig(process.env);
  const webRoot = config.webRoot ?? DEFAULT_WEB_ROOT;
  const ssrRoot = config.ssrRoot ?? join(dirname(webRoot), 'ssr');
  const database = await openConfiguredDatabase(config);
  await pruneExpired(database.db);
  const [dataKey, ...previousDataKeys] = config.dataKeys;
  if (!dataKey) throw new Error('No data key');

  // Demo logins with known passwords must never appear in a production database.
  const isDemo = !config.isProduction && (await isDatabaseEmpty(database.db));
  if (isDemo)
    await seedDemo({
      db: database.db,
      cipher: createDataCipher(config.dataKeys),
      signingIdentity: config.signingIdentity,
    });

  const mailer = createConfiguredMailer(config, print);
  const app = await buildApp({
    db: database.db,
    mailer,
    dataKey,
    previousDataKeys,
    signingIdentity: config.signingIdentity,
    sessionLimits: config.sessionLimits,
    isProduction: config.isProduction,
    publicUrl: config.publicUrl,
    investorRelationsPhone: config.investorRelationsPhone,
    investorRelationsEmail: config.investorRelationsEmail,
    webhookAllowedHosts: config.webhookAllowedHosts,
    screening: config.screening,
    invitationDays: config.invitationDays,
    allowedOrigins: config.allowedOrigins,
    trustProxy: config.trustProxy,
    logLevel: config.logLevel,
    // A person at a terminal reads lines; a log collector (production, or output to a pipe) gets pino's JSON.
    ...(process.stdout.isTTY && !config.isProduction && { logStream: terminalLogStream() }),
    ...(hasWebBuild(webRoot) && { webRoot }),
    ...(hasWebBuild(webRoot) && hasServerBuild(ssrRoot) && { ssrRoot }),
    ...(config.metricsToken && { metricsToken: config.metricsToken }),
    databasePool: database.pool,
    ...(config.databaseUrl && { databaseUrl: config.databaseUrl }),
    reminderSchedule: config.reminderSchedule,
  });

  const shutdown = async (signal: string): Promise<void> => {
    const isDrained = await drain(app, { signal, ...config.drain });
    await mailer.close();
    await database.close();
    process.exit(isDrained ? 0 : 1);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  print(
    `\nInvestor portal ${hasWebBuild(webRoot) ? '' : 'API (no web build: run `npm run build`) '}on ${config.publicUrl} (${database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL'})`,
  );
  // Passkeys need a host name, not a bare address: in development the portal answers as localhost too.
  const named = config.allowedOrigins.find((origin) => new URL(origin).hostname === 'localhost');
  if (named && new URL(config.publicUrl).hostname !== 'localhost') print(`Open ${named} to use passkeys.`);
  if (!config.isProduction) {
    const present = await Promise.all(DEMO_PEOPLE.map((p) => findUserByEmail(app.deps.db, p.email)));
    const logins = DEMO_PEOPLE.filter((_p, i) => present[i] !== undefined);
    if (logins.length > 0) {
      print(isDemo ? 'Demo data seeded. Logins:' : 'Demo logins:');
      for (const p of logins) print(`  ${p.role.padEnd(8)} ${p.email.padEnd(34)} ${p.password}`);
    }
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
