// Liveness and readiness for a load balancer (docs/operations.md 'Health checks'). Public, outside /api/ (no session,
// no rate limit) and cheap: /livez answers from memory, /readyz with one small query. Neither names anything about the
// database beyond 'answers' and 'migrated'.
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { selectRows } from '../db/select-rows';

/** How long /readyz waits for the database before it answers 503. */
const DATABASE_CHECK_MS = 2_000;

export const NOT_READY = {
  draining: 'The server is shutting down.',
  noDatabase: 'The database does not answer or is not set up.',
  migrationsPending: 'The database lacks migrations this version needs.',
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness turns 503 from here on, while the process finishes what it is doing (server.ts, on SIGTERM). */
    startDrain: () => void;
  }
}

/** Migrations of the app's journal newer than the last one the database recorded (drizzle's own rule). */
const pendingMigrations = async (db: Db, journal: readonly number[]): Promise<number> => {
  const [row] = await selectRows<{ last: string | null }>(
    db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = row?.last === null || row?.last === undefined ? 0 : Number(row.last);
  return journal.filter((when) => when > last).length;
};

const withinTime = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

export const registerHealthRoutes = (app: FastifyInstance, { migrationsFolder }: { migrationsFolder: string }) => {
  // The journal shipped with this version, read once.
  const journal = readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis);
  let isDraining = false;
  app.decorate('startDrain', () => {
    isDraining = true;
  });

  app.get('/livez', async () => ({ status: 'live' }));

  app.get('/readyz', async (request, reply) => {
    if (isDraining) return reply.status(503).send({ status: 'draining', message: NOT_READY.draining });
    let pending: number;
    try {
      pending = await withinTime(pendingMigrations(app.deps.db, journal), DATABASE_CHECK_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: the database did not answer');
      return reply.status(503).send({ status: 'unavailable', message: NOT_READY.noDatabase });
    }
    if (pending > 0) return reply.status(503).send({ status: 'unavailable', message: NOT_READY.migrationsPending });
    return { status: 'ready' };
  });
};
