// Key rotation (docs/operations.md): the parts every re-seal shares. A value is stale when an older key sealed it;
// a re-sealed value is written only where the stored one is still the one read, so live traffic is never undone.
import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type DataCipher, sealedKeyId } from '../security/data-cipher';
import type { Db } from './database';

export const isStale = (cipher: DataCipher, value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const keyId = sealedKeyId(value);
  return keyId !== undefined && keyId !== cipher.currentKeyId;
};

/** A text column of sealed values: its table, the row id, the column and the column's property name. */
export type SealedTextColumn = { table: PgTable; id: PgColumn; column: PgColumn; property: string };

/** Re-seals every stale value of one sealed text column; the number of values written. */
export const resealTextColumn = async (
  db: Db,
  cipher: DataCipher,
  { table, id, column, property }: SealedTextColumn,
): Promise<number> => {
  let count = 0;
  for (const row of await db.select({ id, sealed: column }).from(table)) {
    if (!isStale(cipher, row.sealed)) continue;
    const updated = await db
      .update(table)
      .set({ [property]: cipher.encrypt(cipher.decrypt(row.sealed)) })
      .where(and(eq(id, row.id), eq(column, row.sealed)))
      .returning({ id });
    count += updated.length;
  }
  return count;
};
