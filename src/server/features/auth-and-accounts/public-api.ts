// What other features may use of auth and accounts (docs/design.md §4: the one file another feature imports). Who is
// calling, users, sessions, the investor's profile and accounts as stored and read or written on the caller's handle
// (account-records.ts), the session query the hot calls extend, and the optional e-mails that honour the investor's
// choices.
//
// Why one feature of about 3,500 lines in 41 files (its testing fixtures included), past the size a folder is split
// at: signing in (passwords, two-step codes, passkeys, login limits), the sessions and the hooks that read them before
// every route, and the account's own settings (password, login e-mail, e-mail choices, delegates) all read and write
// the same users, sessions and second factors, and every settings change asks the same step-up and records the same
// audit entry. Its next seam is account settings (account-email-routes.ts, notification-preferences*.ts,
// delegation-routes.ts with their repositories), which would leave as a room of their own when the feature grows.
export {
  createAccount,
  createInvestor,
  createSession,
  createUser,
  findUserByEmail,
  findUserById,
  listAdmins,
  listInvestors,
  notificationPreferencesOf,
  setImpersonation,
  updateAccount,
  updateInvestorProfile,
} from './account-records';
export { toAccount } from './accounts-repository';
export { type InvestorProfile, toInvestorProfile } from './investors-repository';
export { deliverOptionalMail, optionalMailDetails } from './notification-preferences';
export { resealSecondFactors } from './reseal-second-factors';
export {
  type Auth,
  hasAdminPowers,
  requireAdmin,
  requireAuth,
  SESSION_COOKIE,
  type SessionReader,
} from './session-auth';
export {
  actingUserIdOfSession,
  openSessionParams,
  type ResolvedSession,
  selectOpenSession,
} from './sessions-repository';
export { noticeSignatureReady } from './signature-ready-notice';
export { createMailThrottle, createThrottle } from './throttle';
export type { UserRecord } from './users-repository';
export { toVisitor } from './visitor';
