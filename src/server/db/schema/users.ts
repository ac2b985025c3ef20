// Users, their sessions, password resets, changes of the login e-mail and the e-mails they chose (DESIGN.md §6).
// Only hashes of secrets are stored.
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant } from './columns';

export const USER_ROLES = ['investor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('investor'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    avatar: text('avatar'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('investor', 'admin')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set while an admin acts as this investor. */
    impersonatedUserId: uuid('impersonated_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: instant('expires_at').notNull(),
    /** Where the session was opened, so that its owner can tell it apart in settings (browser and address). */
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/**
 * A change of the login e-mail the user asked for (docs/security.md 'Account settings'), waiting for the link mailed to
 * the new address. Like a reset link: single use, expiring, only the newest of a user works.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Stored lower-cased, as users.email. */
    newEmail: text('new_email').notNull(),
    /** SHA-256 of the password hash when it was asked: a password changed since (settings or a reset) voids it. */
    passwordFingerprint: text('password_fingerprint').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** Confirmed, or ended by a newer request or a confirmed change. */
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_changes_user_id_idx').on(t.userId)],
);

/** The optional e-mails a user chose (docs/security.md 'E-mail notifications'); no row means every one is on. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The reminder job's e-mails to finish a subscription. */
  reminders: boolean('reminders').notNull().default(true),
  /** E-mails when a subscription or a syndication document is decided on. */
  statusChanges: boolean('status_changes').notNull().default(true),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
