// Delegates (docs/security.md 'Delegates'): people an investor lets fill in their subscriptions with their own login,
// for one investment or for all; the investor alone signs.
import type { DelegationStatus } from '../domain/delegation-status';

export const DELEGATE_INVITATION_PATH = '/delegate-invitation';
/** The switcher's page: the delegate's own account and each investor they fill in for. */
export const ACTING_FOR_PAGE = '/acting-for';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;

export const delegateInvitationPath = (token: string): string =>
  `${DELEGATE_INVITATION_PATH}?token=${encodeURIComponent(token)}`;

export const DELEGATE_CANNOT_SIGN = 'Only the investor can sign. Notify them that the subscription is ready.';
/** Withdrawing takes back a signed consent: like a signature, the investor's own act. */
export const WITHDRAWAL_OWN_ONLY = 'Only the investor can withdraw their subscription.';
export const DELEGATE_NOT_OWN_ACCOUNT =
  'A delegate cannot change the investor’s login, e-mail, password, security or delegates.';
export const DELEGATE_ONE_INVESTMENT = 'You fill in one investment for this investor; this is not it.';
export const DELEGATION_ENDED = 'This investor no longer lets you fill in for them. You are back on your own account.';
export const INVITATION_INVALID = 'This invitation is invalid, was used or was withdrawn.';
export const INVITATION_OTHER_EMAIL = (email: string): string =>
  `This invitation was sent to ${email}. Log in with that address to accept it.`;
export const INVITATION_OWN = 'You cannot fill in for yourself.';
export const DELEGATE_NOT_INVESTOR = 'Only investors’ accounts can fill in for an investor.';
export const DELEGATES_NOT_WHILE_ACTING = 'An administrator acting as an investor cannot manage their delegates.';
export const DELEGATION_NOT_FOUND = 'No such delegation.';
export const INVESTMENT_NOT_FOUND = 'No such investment.';

/** A delegate as the investor's settings list them. */
export type DelegateView = {
  id: string;
  email: string;
  status: DelegationStatus;
  /** One investment (its fund's name), or null for all. */
  transactionId: string | null;
  invitedAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
};

export type DelegatesAnswer = { delegates: DelegateView[] };

/** One investor a delegate acts for, in the switcher. */
export type ActingForOption = {
  delegationId: string;
  investorName: string;
  investorEmail: string;
  /** One investment only, or null for all. */
  transactionId: string | null;
};

/** The switcher: the delegate's own account (delegationId null) and each investor they act for. */
export type ActingForAnswer = { current: string | null; options: ActingForOption[] };

export type ActingForRequest = { delegationId: string | null };

export type AcceptInvitationAnswer = { message: string; delegationId: string; investorName: string };

export const NOT_A_DELEGATE = 'This is for delegates filling in for an investor.';
export const NOT_AT_SIGNATURE = 'This subscription is not at the signature yet.';

export const investorNotifiedMessage = (sentAt: string): string =>
  `The investor was e-mailed on ${sentAt} that the subscription is ready for their review and signature.`;

export type NotifyInvestorAnswer = { message: string; sentAt: string; isNew: boolean };
