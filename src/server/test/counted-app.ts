// An app whose database hands every statement it sends to the test, for the round-trip tests (docs/performance.md
// 'Round trips and prepared statements'): a throw-away PostgreSQL database, or a PGlite migrated here, so the count
// holds every statement from the first. The webhook worker is off: its passes are no request's statements.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { createFileMailer, type Mailer } from '../mail/mailer';
import { generateDataKey } from '../security/data-key';
import { GENEROUS_RATE_LIMITS } from './test-app';
import { type Backend, openTestDatabase, type TestDatabase } from './test-database';

export type CountedApp = {
  app: FastifyInstance;
  close: () => Promise<void>;
};

/**
 * Starts the app on `backend`; every statement it sends is pushed onto `queries`, which the test empties as it goes.
 * Mail goes to files in `mailFolder`, or to `mailer` (an SMTP peer's, for a test that follows a mailed link).
 */
export const startCountedApp = async (
  backend: Backend,
  { queries, mailFolder, mailer }: { queries: string[]; mailFolder: string; mailer?: Mailer },
): Promise<CountedApp> => {
  const onQuery = (query: string) => void queries.push(query);
  let throwaway: TestDatabase | undefined;
  let counted: Database;
  if (backend === 'postgres') {
    throwaway = await openTestDatabase(backend);
    counted = await openDatabase({ url: throwaway.url ?? '', poolSize: 5, onQuery });
  } else {
    counted = await openDatabase({ onQuery });
    await migrateDatabase(counted);
  }
  const app = await buildApp({
    db: counted.db,
    mailer: mailer ?? createFileMailer({ directory: join(tmpdir(), mailFolder), onSaved: () => undefined }),
    dataKey: generateDataKey(),
    logLevel: 'warn',
    rateLimits: GENEROUS_RATE_LIMITS,
    isWebhookWorkerOn: false,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await counted.close();
      await throwaway?.close();
    },
  };
};
