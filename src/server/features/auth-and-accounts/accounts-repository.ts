// docs/spec.md §3 accounts. Tax ids are sealed on the way in and opened on the way out; callers outside the server see them
// only through the response mappers, which mask them.
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_TAX_ID_FIELDS, type Account } from '../../../shared/domain/entities';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { type DataCipher, openOptional, sealOptional } from '../../security/data-cipher';

type AccountRow = typeof accounts.$inferSelect;

export const toAccount = (row: AccountRow, cipher: DataCipher): Account => {
  const { id, userId: _owner, createdAt: _created, ...fields } = row;
  const account: Account = { integrationId: id, ...fields };
  for (const field of ACCOUNT_TAX_ID_FIELDS) account[field] = openOptional(cipher, row[field]);
  return account;
};

const toRow = (account: Account, cipher: DataCipher) => {
  const { integrationId: _id, ...fields } = account;
  const sealed = { ...fields };
  for (const field of ACCOUNT_TAX_ID_FIELDS) sealed[field] = sealOptional(cipher, account[field]);
  return sealed;
};

export const createAccountsRepository = (db: Db, cipher: DataCipher) => ({
  listByUser: async (userId: string): Promise<Account[]> => {
    const rows = await db.select().from(accounts).where(eq(accounts.userId, userId)).orderBy(accounts.createdAt);
    return rows.map((row) => toAccount(row, cipher));
  },

  /** Inserts a new account (its integrationId is ignored) and answers it with the id the database gave. */
  create: async (userId: string, account: Account): Promise<Account> => {
    const [row] = await db
      .insert(accounts)
      .values({ ...toRow(account, cipher), userId })
      .returning();
    if (!row) throw new Error('Account was not saved');
    return toAccount(row, cipher);
  },

  /** Replaces an account of this user; false when it is not theirs. */
  update: async (userId: string, account: Account): Promise<boolean> => {
    const updated = await db
      .update(accounts)
      .set(toRow(account, cipher))
      .where(and(eq(accounts.id, account.integrationId), eq(accounts.userId, userId)))
      .returning({ id: accounts.id });
    return updated.length > 0;
  },
});
