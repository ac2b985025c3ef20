// One pg-core schema, two drivers (DESIGN.md §2): PGlite by default, PostgreSQL through `pg` when a URL is given.
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/** The query builder both drivers share; a transaction handle has the same shape. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the drizzle migrator of the matching driver. */
  migrate: (migrationsFolder: string) => Promise<void>;
  close: () => Promise<void>;
};

/** Sees the text of every statement sent (tests count round trips with it; docs/performance.md). */
export type QueryObserver = (query: string) => void;

export type DatabaseOptions =
  /** PostgreSQL connection string. */
  (
    | {
        url: string;
        poolSize?: number;
        /** An idle pooled connection failed (e.g. the server restarted); the pool replaces it. */
        onIdleError?: (error: Error) => void;
      }
    /** PGlite data directory; omitted means in memory. */
    | { dataDir?: string }
  ) & { onQuery?: QueryObserver };

const loggerFor = (onQuery?: QueryObserver) => onQuery && { logQuery: (query: string) => onQuery(query) };

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if ('url' in options) return openPostgres(options.url, options.poolSize, options.onIdleError, options.onQuery);
  return openPglite(options.dataDir, options.onQuery);
};

/** Any constant shared by every process of the portal: the advisory lock taken while migrating. */
const MIGRATION_LOCK_ID = 4_242_001;

const reportIdleError = (error: Error): void => {
  process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`);
};

const openPostgres = async (
  url: string,
  poolSize = 10,
  onIdleError = reportIdleError,
  onQuery?: QueryObserver,
): Promise<Database> => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Without a listener an idle connection's error would end the process.
  pool.on('error', onIdleError);
  const db = drizzlePostgres({ client: pool, logger: loggerFor(onQuery) });
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Processes starting together wait for each other, so each migration is applied exactly once (docs/operations.md).
  const migrateLocked = async (migrationsFolder: string): Promise<void> => {
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrate(db, { migrationsFolder });
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      lock.release();
    }
  };
  return { db, kind: 'postgres', migrate: migrateLocked, close: () => pool.end() };
};

const openPglite = async (dataDir?: string, onQuery?: QueryObserver): Promise<Database> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, logger: loggerFor(onQuery) });
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite lives in this process alone: queueing the runs here is enough to apply each migration once.
  let running: Promise<void> = Promise.resolve();
  const migrateQueued = (migrationsFolder: string): Promise<void> => {
    running = running.catch(() => undefined).then(() => migrate(db, { migrationsFolder }));
    return running;
  };
  return { db, kind: 'pglite', migrate: migrateQueued, close: () => client.close() };
};
