// Auth and accounts' repositories bound to one database handle (the pool, or a transaction inside a unit of work).
import type { Db } from '../../db/database';
import type { DataCipher } from '../../security/data-cipher';
import { createAccountsRepository } from './accounts-repository';
import { createDelegationsRepository } from './delegations-repository';
import { createEmailChangesRepository } from './email-changes-repository';
import { createInvestorsRepository } from './investors-repository';
import { createNotificationPreferencesRepository } from './notification-preferences-repository';
import { createPasskeysRepository } from './passkeys-repository';
import { createPasswordResetsRepository } from './password-resets-repository';
import { createSecondFactorsRepository } from './second-factors-repository';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository } from './users-repository';

export const createAuthRepositories = (db: Db, cipher: DataCipher) => ({
  users: createUsersRepository(db),
  sessions: createSessionsRepository(db),
  secondFactors: createSecondFactorsRepository(db, cipher),
  passkeys: createPasskeysRepository(db),
  passwordResets: createPasswordResetsRepository(db),
  emailChanges: createEmailChangesRepository(db),
  delegations: createDelegationsRepository(db),
  notificationPreferences: createNotificationPreferencesRepository(db),
  investors: createInvestorsRepository(db),
  accounts: createAccountsRepository(db, cipher),
});

export type AuthRepositories = ReturnType<typeof createAuthRepositories>;
