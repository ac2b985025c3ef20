// What other features read and write of users, their sessions, profiles, accounts and e-mail choices, on the handle
// they pass (the pool, or their unit of work's transaction): the back office's look-ups and impersonation, the flow's
// profile and accounts kept in step with its answers, the review of a sign-up, the tests and the demo data.
import type { Account } from '../../../shared/domain/entities';
import type { Db } from '../../db/database';
import type { DataCipher } from '../../security/data-cipher';
import { createAccountsRepository } from './accounts-repository';
import { createInvestorsRepository, type InvestorProfile, type NewInvestor } from './investors-repository';
import { createNotificationPreferencesRepository } from './notification-preferences-repository';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository, type NewUser, type UserRecord } from './users-repository';

type On = { db: Db; cipher: DataCipher };

export const findUserById = (db: Db, id: string): Promise<UserRecord | undefined> =>
  createUsersRepository(db).findById(id);

export const findUserByEmail = (db: Db, email: string): Promise<UserRecord | undefined> =>
  createUsersRepository(db).findByEmail(email);

/** Undefined when the e-mail is taken. */
export const createUser = (db: Db, user: NewUser): Promise<UserRecord | undefined> =>
  createUsersRepository(db).create(user);

export const listAdmins = (db: Db): Promise<UserRecord[]> => createUsersRepository(db).listAdmins();

export const listInvestors = (db: Db): Promise<UserRecord[]> => createUsersRepository(db).listInvestors();

/** Opens a session for the user; answers the token for the cookie. */
export const createSession = (
  db: Db,
  ...args: Parameters<ReturnType<typeof createSessionsRepository>['create']>
): Promise<string> => createSessionsRepository(db).create(...args);

/** Who the session's admin acts as (null: their own identity again). */
export const setImpersonation = (db: Db, sessionId: string, impersonatedUserId: string | null): Promise<void> =>
  createSessionsRepository(db).setImpersonation(sessionId, impersonatedUserId);

export const notificationPreferencesOf = (db: Db, userId: string) =>
  createNotificationPreferencesRepository(db).find(userId);

/** Creates the profile once; a second call answers the existing one. */
export const createInvestor = (db: Db, investor: NewInvestor): Promise<InvestorProfile> =>
  createInvestorsRepository(db).create(investor);

/** Keeps the profile in step with what the flow collected (names, phone, residence). */
export const updateInvestorProfile = (
  db: Db,
  userId: string,
  profile: Pick<NewInvestor, 'firstName' | 'lastName' | 'mobilePhone' | 'preferredName' | 'primaryResidence'>,
): Promise<void> => createInvestorsRepository(db).updateProfile(userId, profile);

export const createAccount = ({ db, cipher }: On, userId: string, account: Account): Promise<Account> =>
  createAccountsRepository(db, cipher).create(userId, account);

/** False when the account is not the user's. */
export const updateAccount = ({ db, cipher }: On, userId: string, account: Account): Promise<boolean> =>
  createAccountsRepository(db, cipher).update(userId, account);
