// Users: look-up by lower-cased e-mail or id, creation and password changes.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type UserRole, users } from '../../db/schema/users';

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

  setPasswordHash: async (id: string, passwordHash: string): Promise<void> => {
    await db.update(users).set({ passwordHash }).where(eq(users.id, id));
  },

  listInvestors: (): Promise<UserRecord[]> =>
    db.select().from(users).where(eq(users.role, 'investor')).orderBy(users.email),

  listAdmins: (): Promise<UserRecord[]> => db.select().from(users).where(eq(users.role, 'admin')).orderBy(users.email),
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
