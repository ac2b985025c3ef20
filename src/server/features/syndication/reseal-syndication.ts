// Key rotation (docs/operations.md) for the syndication sign-up: re-seals, with the current data key, the uploaded
// documents and the declared details an older key sealed. Writes a value only if it is still the one read.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { resealTextColumn } from '../../db/reseal-column';
import { syndicationUploads, verifications } from '../../db/schema/syndication';
import { type DataCipher, sealedBytesKeyId } from '../../security/data-cipher';

export type SyndicationResealSummary = { uploads: number; details: number };

const resealUploads = async (db: Db, cipher: DataCipher): Promise<number> => {
  let count = 0;
  // One document at a time: each may be 10 MB.
  for (const { id } of await db.select({ id: syndicationUploads.id }).from(syndicationUploads)) {
    const [row] = await db.select().from(syndicationUploads).where(eq(syndicationUploads.id, id));
    const keyId = row && sealedBytesKeyId(row.content);
    if (!row || keyId === undefined || keyId === cipher.currentKeyId) continue;
    const updated = await db
      .update(syndicationUploads)
      .set({ content: cipher.encryptBytes(cipher.decryptBytes(row.content)) })
      .where(and(eq(syndicationUploads.id, id), eq(syndicationUploads.content, row.content)))
      .returning({ id: syndicationUploads.id });
    count += updated.length;
  }
  return count;
};

export const resealSyndication = async (db: Db, cipher: DataCipher): Promise<SyndicationResealSummary> => ({
  uploads: await resealUploads(db, cipher),
  details: await resealTextColumn(db, cipher, {
    table: verifications,
    id: verifications.id,
    column: verifications.sealedDetails,
    property: 'sealedDetails',
  }),
});
