// Removes rows that can no longer matter: expired sessions and finished rate-limit windows. Run at start; safe to run
// from any number of processes at once.
import { lt } from 'drizzle-orm';
import type { Db } from './database';
import { rateLimitHits } from './schema/operations';
import { sessions } from './schema/users';

export const pruneExpired = async (db: Db, now = new Date()): Promise<void> => {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, now));
};
