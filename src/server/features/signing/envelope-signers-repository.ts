// The signers of an envelope and the evidence of their consent and signature. A signature is recorded only while
// the signer is still pending, so a second request cannot sign again.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { envelopeSigners } from '../../db/schema/signing';
import type { PlannedSigner } from './required-signers';

export type SignerRow = typeof envelopeSigners.$inferSelect;

export type Evidence = { at: Date; ip: string | null; userAgent: string | null };

export type SignatureRecord = Evidence & {
  kind: 'typed' | 'drawn';
  text: string | null;
  image: Buffer | null;
  authMethod: string;
};

export const createEnvelopeSignersRepository = (db: Db) => ({
  list: (envelopeId: string): Promise<SignerRow[]> =>
    db
      .select()
      .from(envelopeSigners)
      .where(eq(envelopeSigners.envelopeId, envelopeId))
      .orderBy(asc(envelopeSigners.routingOrder), asc(envelopeSigners.createdAt)),

  findById: async (id: string): Promise<SignerRow | undefined> => {
    const [row] = await db.select().from(envelopeSigners).where(eq(envelopeSigners.id, id));
    return row;
  },

  insert: async (envelopeId: string, signers: readonly PlannedSigner[]): Promise<SignerRow[]> => {
    if (signers.length === 0) return [];
    return db
      .insert(envelopeSigners)
      .values(signers.map((signer) => ({ ...signer, envelopeId })))
      .returning();
  },

  remove: async (ids: readonly string[]): Promise<void> => {
    if (ids.length === 0) return;
    await db.delete(envelopeSigners).where(inArray(envelopeSigners.id, [...ids]));
  },

  rename: async (id: string, { name, email }: { name: string; email: string }): Promise<void> => {
    await db.update(envelopeSigners).set({ name, email }).where(eq(envelopeSigners.id, id));
  },

  /** The signer as consent left them; undefined when they had signed already. */
  recordConsent: async (
    id: string,
    sha256: string,
    { at, ip, userAgent }: Evidence,
  ): Promise<SignerRow | undefined> => {
    const [row] = await db
      .update(envelopeSigners)
      .set({ consentedAt: at, consentSha256: sha256, consentIp: ip, consentUserAgent: userAgent })
      .where(and(eq(envelopeSigners.id, id), eq(envelopeSigners.status, 'pending')))
      .returning();
    return row;
  },

  /** Undefined when the signer had already signed. */
  markSigned: async (id: string, signature: SignatureRecord): Promise<SignerRow | undefined> => {
    const [row] = await db
      .update(envelopeSigners)
      .set({
        status: 'signed',
        signedAt: signature.at,
        signIp: signature.ip,
        signUserAgent: signature.userAgent,
        signatureKind: signature.kind,
        signatureText: signature.text,
        signatureImage: signature.image,
        authMethod: signature.authMethod,
      })
      .where(and(eq(envelopeSigners.id, id), eq(envelopeSigners.status, 'pending')))
      .returning();
    return row;
  },

  /**
   * Claims the right to e-mail this signer a new link: true for exactly one caller when several processes try at
   * once (the invitation time must still be what they read).
   */
  claimInvitation: async (
    id: string,
    { at, previous, isReminder }: { at: Date; previous: Date | null; isReminder: boolean },
  ): Promise<boolean> => {
    const updated = await db
      .update(envelopeSigners)
      .set({ invitedAt: at, ...(isReminder && { reminderCount: sql`${envelopeSigners.reminderCount} + 1` }) })
      .where(
        and(
          eq(envelopeSigners.id, id),
          eq(envelopeSigners.status, 'pending'),
          previous === null ? isNull(envelopeSigners.invitedAt) : eq(envelopeSigners.invitedAt, previous),
        ),
      )
      .returning({ id: envelopeSigners.id });
    return updated.length > 0;
  },
});
