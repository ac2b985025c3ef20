// One pg-core schema, two drivers (docs/design.md §2): PGlite by default, PostgreSQL through postgres.js when a URL is
// given. postgres.js sends a query on a busy connection when none is free and gathers what is sent in one turn of the
// event loop into one socket write, which a server under load spends much of its time on (docs/performance.md).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { withNamedStatements } from './pglite-statements';

/** The query builder both drivers share; a transaction handle has the same shape. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** How much of the connection pool is in use (docs/operations.md 'Metrics'). */
export type PoolUse = {
  /** Connections the process opens at most. */
  max: number;
  /** This process's open connections by their server-side state (active, idle, idle in transaction, …). */
  connections: () => Promise<Record<string, number>>;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  pool: PoolUse;
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
        /** Connections at most; a lost one is opened again at the next query. */
        poolSize?: number;
      }
    | {
        /** PGlite data directory; omitted means in memory. */
        dataDir?: string;
        /** A dump of a data directory (PGlite's `dumpDataDir`) to start from instead of an empty cluster. */
        snapshot?: Blob;
      }
  ) & { onQuery?: QueryObserver };

const loggerFor = (onQuery?: QueryObserver) => onQuery && { logQuery: (query: string) => onQuery(query) };

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  if ('url' in options) return openPostgres(options.url, options.poolSize, options.onQuery);
  return openPglite(options.dataDir, options.onQuery, options.snapshot);
};

/** Any constant shared by every process of the portal: the advisory lock taken while migrating. */
const MIGRATION_LOCK_ID = 4_242_001;

/** The server's notices (e.g. 'relation already exists, skipping' while migrating) are not the app's concern. */
const ignoreNotice = (): void => undefined;

const openPostgres = async (url: string, poolSize = 10, onQuery?: QueryObserver): Promise<Database> => {
  // A name of this process's own, so that the server can tell which of its connections are ours (pool use).
  const applicationName = `investor-portal ${process.pid} ${randomBytes(4).toString('hex')}`;
  const client = postgres(url, {
    max: poolSize,
    onnotice: ignoreNotice,
    connection: { application_name: applicationName },
  });
  const db = drizzlePostgres({ client, logger: loggerFor(onQuery) }) as unknown as Db;
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  // Processes starting together wait for each other, so each migration is applied exactly once (docs/operations.md).
  // The lock and the migration share one connection of their own.
  const migrateLocked = async (migrationsFolder: string): Promise<void> => {
    const single = postgres(url, { max: 1, onnotice: ignoreNotice });
    try {
      await single`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
      await migrate(drizzlePostgres({ client: single }), { migrationsFolder });
    } finally {
      await single`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.catch(() => undefined);
      await single.end();
    }
  };
  const connections = async (): Promise<Record<string, number>> => {
    const rows = await client<{ state: string; n: number }[]>`
      select coalesce(state, 'unknown') as state, count(*)::int as n
        from pg_stat_activity where application_name = ${applicationName} group by 1`;
    return Object.fromEntries(rows.map(({ state, n }) => [state, n]));
  };
  return {
    db,
    kind: 'postgres',
    pool: { max: poolSize, connections },
    migrate: migrateLocked,
    close: () => client.end(),
  };
};

const openPglite = async (dataDir?: string, onQuery?: QueryObserver, snapshot?: Blob): Promise<Database> => {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm: the pipeline's search index (migration 0019), as on PostgreSQL.
  const options = { extensions: { pg_trgm }, ...(snapshot && { loadDataDir: snapshot }) };
  const client = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await client.waitReady;
  // Each statement text parsed and planned once (pglite-statements.ts).
  const db = drizzlePglite({ client: withNamedStatements(client) as PGlite, logger: loggerFor(onQuery) });
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite lives in this process alone: queueing the runs here is enough to apply each migration once.
  let running: Promise<void> = Promise.resolve();
  const migrateQueued = (migrationsFolder: string): Promise<void> => {
    running = running.catch(() => undefined).then(() => migrate(db, { migrationsFolder }));
    return running;
  };
  // One connection inside the process, and no server to ask about it.
  const pool: PoolUse = { max: 1, connections: async () => ({}) };
  return { db, kind: 'pglite', pool, migrate: migrateQueued, close: () => client.close() };
};
