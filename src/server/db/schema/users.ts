// Users, their sessions, second factors, password resets, changes of the login e-mail and the e-mails they chose
// (docs/design.md §6). Only hashes of secrets are stored.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id, instant } from './columns';

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
    /**
     * When the user's second factor (an authenticator app) was confirmed; null without one. Read with the session, so
     * the back office's gate for admins without a factor costs no query (docs/security.md 'Two-step verification').
     */
    secondFactorAt: instant('second_factor_at'),
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
    /** When its user last gave the password or a second factor in it (the login, or a step-up); null means at login. */
    confirmedAt: instant('confirmed_at'),
    /** The factors given at login (src/shared/domain/login-method.ts); null for sessions opened before they were kept. */
    loginMethod: text('login_method'),
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

/** A user's authenticator app (TOTP, RFC 6238): its secret sealed like a tax id, pending until a first code confirms it. */
export const totpFactors = pgTable('totp_factors', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The Base32 secret, sealed (data-cipher.ts). */
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: instant('confirmed_at'),
  /** The newest time step a code was accepted for: a code is good once (RFC 6238 §5.2). */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes for a lost authenticator; only their SHA-256 is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_id_idx').on(t.userId)],
);

/** A login whose password was right, waiting for the second factor; the browser holds the token in a cookie. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_user_id_idx').on(t.userId)],
);

/** A user's passkeys (WebAuthn): a second factor, or a login on their own (a passkey checks possession and the user). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id as the browser gives it (base64url). */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: bytea('public_key').notNull(),
    signCount: bigint('sign_count', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach the authenticator ('internal', 'hybrid', 'usb', …), comma-separated. */
    transports: text('transports').notNull().default(''),
    /** The name the user sees in settings ('Chrome on macOS'). */
    name: text('name').notNull(),
    lastUsedAt: instant('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/** A WebAuthn ceremony under way (registering or logging in with a passkey): its challenge, named by a cookie. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  /** The user registering; null while logging in (the passkey names its user). */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
});

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
  /** Notices of a new document, or a new version, in the data room of a fund the user subscribed to. */
  dataRoom: boolean('data_room').notNull().default(true),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
