// A @fastify/rate-limit store kept in the database, so every process behind a load balancer counts the same
// attempts (docs/design.md §8). One upsert per hit: the window restarts when it has passed.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rateLimitHits } from '../db/schema/operations';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export type RateLimitStore = {
  incr: (key: string, callback: IncrCallback, timeWindow: number, max: number) => void;
  child: () => RateLimitStore;
};

export const countHit = async (
  db: Db,
  key: string,
  timeWindowMs: number,
  now: Date,
): Promise<{ current: number; ttl: number }> => {
  const resetAt = new Date(now.getTime() + timeWindowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimitHits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt });
  if (!row) throw new Error('Rate limit was not counted');
  return { current: row.hits, ttl: Math.max(0, row.resetAt.getTime() - now.getTime()) };
};

/** Counts a hit and moves the key's end to `timeWindowMs` from now (a mark that lasts from its latest use). */
export const keepHit = async (db: Db, key: string, timeWindowMs: number, now: Date): Promise<void> => {
  const resetAt = new Date(now.getTime() + timeWindowMs);
  await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${rateLimitHits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt,
      },
    });
};

/** The hits counted under a key in its current window, without counting one more (0 when none or the window passed). */
export const peekHits = async (db: Db, key: string, now: Date): Promise<number> => {
  const [row] = await db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetAt, now)));
  return row?.hits ?? 0;
};

/** The class @fastify/rate-limit instantiates; it closes over the database and clock. */
export const databaseRateLimitStore = (db: Db, now: () => Date) => {
  const store: RateLimitStore = {
    incr: (key, callback, timeWindow) => {
      countHit(db, key, timeWindow, now()).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    child: () => store,
  };
  return class DatabaseRateLimitStore {
    incr = store.incr;
    child = store.child;
  };
};
