// Co-signer links (docs/spec.md §1: co-signers receive e-signature requests by e-mail): single use, 14 days, only the
// SHA-256 of the token stored. The token starts with its signer's id so the browser knows whose link it opens.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signingLinks } from '../../db/schema/signing';
import { hashToken, newToken } from '../../security/tokens';

export const SIGNING_LINK_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export type SigningLinkRow = typeof signingLinks.$inferSelect;

export const createSigningLinksRepository = (db: Db) => ({
  /** A new link for the signer; every earlier unused link of theirs stops working. Returns the token. */
  issue: async (signerId: string, now: Date): Promise<string> => {
    await db
      .update(signingLinks)
      .set({ revokedAt: now })
      .where(and(eq(signingLinks.signerId, signerId), isNull(signingLinks.usedAt), isNull(signingLinks.revokedAt)));
    const token = `${signerId}.${newToken()}`;
    await db
      .insert(signingLinks)
      .values({ signerId, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + SIGNING_LINK_TTL_MS) });
    return token;
  },

  /** Marks the link used and answers it, once; undefined when unknown, used, revoked or expired. */
  consume: async (token: string, now: Date): Promise<SigningLinkRow | undefined> => {
    const [row] = await db
      .update(signingLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(signingLinks.tokenHash, hashToken(token)),
          isNull(signingLinks.usedAt),
          isNull(signingLinks.revokedAt),
          gt(signingLinks.expiresAt, now),
        ),
      )
      .returning();
    return row;
  },

  findByToken: async (token: string): Promise<SigningLinkRow | undefined> => {
    const [row] = await db
      .select()
      .from(signingLinks)
      .where(eq(signingLinks.tokenHash, hashToken(token)));
    return row;
  },
});
