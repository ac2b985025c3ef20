// Users: look-up by lower-cased e-mail or id, creation and password changes.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordResets, type UserRole, users } from '../../db/schema/users';

export type UserRecord = typeof users.$inferSelect;

export type NewUser = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role?: UserRole;
  avatar?: string | null;
};

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const createUsersRepository = (db: Db) => ({
  findByEmail: async (email: string): Promise<UserRecord | undefined> => {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)));
    return user;
  },

  findById: async (id: string): Promise<UserRecord | undefined> => {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    return user;
  },

  /** Undefined when the e-mail is taken. */
  create: async (user: NewUser): Promise<UserRecord | undefined> => {
    const [created] = await db
      .insert(users)
      .values({ ...user, email: normalizeEmail(user.email) })
      .onConflictDoNothing({ target: users.email })
      .returning();
    return created;
  },

  /**
   * Sets a new password and, in the same transaction, ends every reset link of the account that could still be used
   * (docs/security.md 'Identities and sessions'): a link asked for before the change must not undo it.
   */
  setPasswordHash: (id: string, passwordHash: string, now = new Date()): Promise<void> =>
    db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, id), isNull(passwordResets.usedAt)));
    }),

  listInvestors: (): Promise<UserRecord[]> =>
    db.select().from(users).where(eq(users.role, 'investor')).orderBy(users.email),

  listAdmins: (): Promise<UserRecord[]> => db.select().from(users).where(eq(users.role, 'admin')).orderBy(users.email),
});
