// Changing the login e-mail in settings (docs/security.md 'Account settings'): asked with the current password,
// confirmed by a link mailed to the new address, told to the old one.

/** How long the link to confirm a new login e-mail works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

export const SAME_EMAIL = 'This is already your login e-mail.';
/** Says no more than sign-up does of a taken address. */
export const EMAIL_TAKEN = 'An account with this e-mail already exists.';
export const EMAIL_TAKEN_SINCE =
  'Another account uses this address now. Please ask for a change to another address in your settings.';
export const EMAIL_CHANGE_LINK_INVALID =
  'This link is invalid or has expired. Please ask for a new one in your settings.';
export const EMAIL_CHANGE_NOT_WHILE_ACTING = 'An administrator acting as an investor cannot change their login e-mail.';

export const emailChangeRequestedMessage = (newEmail: string): string =>
  `We have sent a link to ${newEmail}. Open it within ${EMAIL_CHANGE_LINK_HOURS} hours to make it your login e-mail; until then, keep logging in with your current one.`;

export const emailChangedMessage = (newEmail: string): string =>
  `Your login e-mail is now ${newEmail}. Every other session is logged out.`;

export type EmailChangeRequestedAnswer = { message: string };

/** `isLoggedIn`: the browser that confirmed is logged in to that account and stays so. */
export type EmailChangedAnswer = { message: string; email: string; isLoggedIn: boolean };
