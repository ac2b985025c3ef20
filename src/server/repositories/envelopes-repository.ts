// Envelopes: one per transaction, with the filled agreement, where the stamps go and, once complete, the sealed
// agreement and its SHA-256.
import { and, eq } from 'drizzle-orm';
import type { SignerRole } from '../../shared/api/signing';
import type { Db } from '../db/database';
import { envelopes, type SignerPlacements } from '../db/schema/signing';

export type EnvelopeRow = typeof envelopes.$inferSelect;

export type EnvelopeFill = {
  templateDocumentId: string | null;
  filledDocumentId: string;
  sealedFill: string;
  placements: Partial<Record<SignerRole, SignerPlacements>>;
};

export type NewEnvelope = EnvelopeFill & { transactionId: string; ownerUserId: string; fundSlug: string };

export const createEnvelopesRepository = (db: Db) => ({
  findById: async (id: string): Promise<EnvelopeRow | undefined> => {
    const [row] = await db.select().from(envelopes).where(eq(envelopes.id, id));
    return row;
  },

  findByTransaction: async (transactionId: string): Promise<EnvelopeRow | undefined> => {
    const [row] = await db.select().from(envelopes).where(eq(envelopes.transactionId, transactionId));
    return row;
  },

  /** Reads the envelope and holds its row until the surrounding database transaction ends: signings queue here. */
  lock: async (id: string): Promise<EnvelopeRow | undefined> => {
    const [row] = await db.select().from(envelopes).where(eq(envelopes.id, id)).for('update');
    return row;
  },

  /** Undefined when the transaction got its envelope from a concurrent request. */
  create: async (envelope: NewEnvelope): Promise<EnvelopeRow | undefined> => {
    const [row] = await db
      .insert(envelopes)
      .values(envelope)
      .onConflictDoNothing({ target: envelopes.transactionId })
      .returning();
    return row;
  },

  refill: async (id: string, fill: EnvelopeFill, now: Date): Promise<void> => {
    await db
      .update(envelopes)
      .set({ ...fill, updatedAt: now })
      .where(eq(envelopes.id, id));
  },

  complete: async (
    id: string,
    sealed: { sealedDocumentId: string; sealedSha256: string; completedAt: Date },
  ): Promise<boolean> => {
    const updated = await db
      .update(envelopes)
      .set({ ...sealed, status: 'completed', updatedAt: sealed.completedAt })
      .where(and(eq(envelopes.id, id), eq(envelopes.status, 'inProgress')))
      .returning({ id: envelopes.id });
    return updated.length > 0;
  },
});

export type EnvelopesRepository = ReturnType<typeof createEnvelopesRepository>;
