// Key rotation (docs/operations.md) for e-signature: re-seals, with the current data key, what the signing provider
// sealed with an older one: the envelopes' records of what was filled (they hold tax ids) and the stored agreements
// that hold a full tax id. Writes a value only if it is still the one read, so a signing in progress is not undone.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { documents, envelopes } from '../db/schema/signing';
import { type DataCipher, sealedKeyId } from '../security/data-cipher';

export type SigningResealSummary = { documents: number; envelopes: number };

const resealDocuments = async (db: Db, cipher: DataCipher): Promise<number> => {
  let count = 0;
  // One agreement at a time: each is a whole PDF.
  const encrypted = await db.select({ id: documents.id }).from(documents).where(eq(documents.isEncrypted, true));
  for (const { id } of encrypted) {
    const [row] = await db.select().from(documents).where(eq(documents.id, id));
    if (!row) continue;
    const sealed = row.content.toString('utf8');
    const keyId = sealedKeyId(sealed);
    if (keyId === undefined || keyId === cipher.currentKeyId) continue;
    const updated = await db
      .update(documents)
      .set({ content: Buffer.from(cipher.encrypt(cipher.decrypt(sealed)), 'utf8') })
      .where(and(eq(documents.id, id), eq(documents.content, row.content)))
      .returning({ id: documents.id });
    count += updated.length;
  }
  return count;
};

const resealEnvelopes = async (db: Db, cipher: DataCipher): Promise<number> => {
  let count = 0;
  for (const row of await db.select({ id: envelopes.id, sealedFill: envelopes.sealedFill }).from(envelopes)) {
    const keyId = sealedKeyId(row.sealedFill);
    if (keyId === undefined || keyId === cipher.currentKeyId) continue;
    const updated = await db
      .update(envelopes)
      .set({ sealedFill: cipher.encrypt(cipher.decrypt(row.sealedFill)) })
      .where(and(eq(envelopes.id, row.id), eq(envelopes.sealedFill, row.sealedFill)))
      .returning({ id: envelopes.id });
    count += updated.length;
  }
  return count;
};

export const resealSigning = async (db: Db, cipher: DataCipher): Promise<SigningResealSummary> => ({
  documents: await resealDocuments(db, cipher),
  envelopes: await resealEnvelopes(db, cipher),
});
