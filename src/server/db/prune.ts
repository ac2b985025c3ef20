// Removes rows that can no longer matter: expired portal sessions and logins waiting for a second factor, expired co-signer sessions, co-signer links past
// their 14 days (kept while a session opened from one still lasts) and finished rate-limit windows. Run at start;
// safe to run from any number of processes at once. Who was invited and who opened what stays in signing_events.
import { and, eq, gte, lt, notExists } from 'drizzle-orm';
import type { Db } from './database';
import { rateLimitHits } from './schema/operations';
import { signerSessions, signingLinks } from './schema/signing';
import { loginChallenges, sessions } from './schema/users';

export const pruneExpired = async (db: Db, now = new Date()): Promise<void> => {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, now));
  await db.delete(signerSessions).where(lt(signerSessions.expiresAt, now));
  await db.delete(signingLinks).where(
    and(
      lt(signingLinks.expiresAt, now),
      notExists(
        db
          .select({ id: signerSessions.id })
          .from(signerSessions)
          .where(and(eq(signerSessions.linkId, signingLinks.id), gte(signerSessions.expiresAt, now))),
      ),
    ),
  );
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, now));
};
