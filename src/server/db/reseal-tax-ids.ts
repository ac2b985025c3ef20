// Key rotation (docs/operations.md): re-seals every tax id that an older key sealed with the current key, so the
// old key can then be retired. Writes only where the value is still the one read, so live traffic is never undone.

import { and, eq, sql } from 'drizzle-orm';
import { ACCOUNT_TAX_ID_FIELDS } from '../../shared/domain/entities';
import { TAX_ID_FIELDS } from '../../shared/domain/flow-values';
import type { DataCipher } from '../security/data-cipher';
import type { Db } from './database';
import { isStale } from './reseal-column';
import { accounts } from './schema/accounts';
import { transactions } from './schema/transactions';

export type ResealSummary = { accountValues: number; transactions: number };

const resealAccounts = async (db: Db, cipher: DataCipher): Promise<number> => {
  let count = 0;
  for (const row of await db.select().from(accounts)) {
    for (const field of ACCOUNT_TAX_ID_FIELDS) {
      const sealed = row[field];
      if (!isStale(cipher, sealed)) continue;
      const updated = await db
        .update(accounts)
        .set({ [field]: cipher.encrypt(cipher.decrypt(sealed)) })
        .where(and(eq(accounts.id, row.id), eq(accounts[field], sealed)))
        .returning({ id: accounts.id });
      count += updated.length;
    }
  }
  return count;
};

const resealTransactions = async (db: Db, cipher: DataCipher): Promise<number> => {
  let count = 0;
  for (const row of await db.select().from(transactions)) {
    const stale = TAX_ID_FIELDS.filter((field) => isStale(cipher, row.values[field]));
    if (stale.length === 0) continue;
    const values = { ...row.values };
    for (const field of stale) values[field] = cipher.encrypt(cipher.decrypt(row.values[field] as string));
    const updated = await db
      .update(transactions)
      .set({ values, version: sql`${transactions.version} + 1` })
      .where(and(eq(transactions.id, row.id), eq(transactions.version, row.version)))
      .returning({ id: transactions.id });
    count += updated.length;
  }
  return count;
};

export const resealTaxIds = async (db: Db, cipher: DataCipher): Promise<ResealSummary> => ({
  accountValues: await resealAccounts(db, cipher),
  transactions: await resealTransactions(db, cipher),
});
