// Key rotation (docs/operations.md) for e-signature: re-seals, with the current data key, what the signing provider
// sealed with an older one: the envelopes' records of what was filled (they hold tax ids) and the stored agreements
// that hold a full tax id. Writes a value only if it is still the one read, so a signing in progress is not undone.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { isStale, resealTextColumn } from '../../db/reseal-column';
import { documents, envelopes } from '../../db/schema/signing';
import type { DataCipher } from '../../security/data-cipher';

export type SigningResealSummary = { documents: number; envelopes: number };

const resealDocuments = async (db: Db, cipher: DataCipher): Promise<number> => {
  let count = 0;
  // One agreement at a time: each is a whole PDF.
  const encrypted = await db.select({ id: documents.id }).from(documents).where(eq(documents.isEncrypted, true));
  for (const { id } of encrypted) {
    const [row] = await db.select().from(documents).where(eq(documents.id, id));
    if (!row) continue;
    const sealed = row.content.toString('utf8');
    if (!isStale(cipher, sealed)) continue;
    const updated = await db
      .update(documents)
      .set({ content: Buffer.from(cipher.encrypt(cipher.decrypt(sealed)), 'utf8') })
      .where(and(eq(documents.id, id), eq(documents.content, row.content)))
      .returning({ id: documents.id });
    count += updated.length;
  }
  return count;
};

export const resealSigning = async (db: Db, cipher: DataCipher): Promise<SigningResealSummary> => ({
  documents: await resealDocuments(db, cipher),
  envelopes: await resealTextColumn(db, cipher, {
    table: envelopes,
    id: envelopes.id,
    column: envelopes.sealedFill,
    property: 'sealedFill',
  }),
});
