// Opening what the process needs from its configuration (the database, migrated, and the mailer), and the drain that
// ends it (docs/operations.md 'Stopping a process').
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase } from './db/database';
import { migrateDatabase } from './db/migrate';
import { createFileMailer, createSmtpMailer, type Mailer, savedMailLine } from './mail/mailer';
import type { RuntimeConfig } from './runtime-config';

export const openConfiguredDatabase = async (config: RuntimeConfig): Promise<Database> => {
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.pgliteDir });
  await migrateDatabase(database);
  return database;
};

/** SMTP when configured, else the development outbox: files whose log line names the file, never a link or code. */
export const createConfiguredMailer = (
  config: Pick<RuntimeConfig, 'smtpUrl' | 'mailFrom' | 'outboxDir'>,
  log: (line: string) => void,
): Mailer =>
  config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createFileMailer({
        directory: config.outboxDir,
        ...(config.mailFrom && { from: config.mailFrom }),
        onSaved: (mail) => log(savedMailLine(mail)),
      });

/**
 * Stops serving without losing work: readiness answers 503 at once (the load balancer sends no more), after `delayMs`
 * the listener closes, requests in flight finish and background jobs give back what they claimed and have not started
 * (app.close). Answers false when that took longer than `timeoutMs`: the connections still open are cut, and a job
 * still running keeps its claims until they run out, for another process to take.
 */
export const drain = async (
  app: FastifyInstance,
  { signal, delayMs, timeoutMs }: { signal: string; delayMs: number; timeoutMs: number },
): Promise<boolean> => {
  app.log.info({ signal }, 'draining');
  app.startDrain();
  if (delayMs > 0) await sleep(delayMs);
  const timeUp = new AbortController();
  const isDrained = await Promise.race([
    app.close().then(
      () => true,
      (error: unknown) => {
        app.log.error({ err: error }, 'closing failed');
        return false;
      },
    ),
    sleep(timeoutMs, false, { signal: timeUp.signal }).catch(() => false),
  ]);
  timeUp.abort();
  if (isDrained) app.log.info('drained');
  else {
    app.log.warn({ timeoutMs }, 'drain timed out');
    app.server.closeAllConnections();
  }
  return isDrained;
};
