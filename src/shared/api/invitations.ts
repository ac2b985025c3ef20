// Invitations to subscribe (docs/admin.md 'Invitations'): an admin invites the investors the fund already knows, one or
// a pasted table at a time, each with the commitment agreed; the e-mailed link signs the person up or logs them in and
// opens the fund with the commitment filled in.

export const INVITATION_PATH = '/invitation';

export const invitationPath = (token: string): string => `${INVITATION_PATH}?token=${encodeURIComponent(token)}`;

/** How long an invitation's link works unless the operator says otherwise (INVITATION_EXPIRY_DAYS). */
export const DEFAULT_INVITATION_DAYS = 30;

/** At most this many rows in one paste. */
export const MAX_INVITATION_ROWS = 5_000;

export type InvitationStatus = 'invited' | 'opened' | 'started' | 'expired' | 'withdrawn';

/** One row of a paste as the preview reads it: its values, and what is wrong with each (nothing is sent for it). */
export type InvitationRowPreview = {
  /** The row's line in the paste, from 1. */
  line: number;
  name: string;
  email: string;
  /** Cents; null when the amount could not be read. */
  commitment: number | null;
  entityName: string;
  note: string;
  errors: Record<string, string>;
};

export type InvitationPreview = { rows: InvitationRowPreview[]; valid: number; invalid: number };

export type InvitationsSent = InvitationPreview & { sent: number };

export type InvitationView = {
  id: string;
  name: string;
  email: string;
  commitment: number;
  entityName: string;
  note: string;
  status: InvitationStatus;
  sentAt: string;
  expiresAt: string;
  openedAt: string | null;
  withdrawnAt: string | null;
};

/** What the link's page shows before anyone accepts: the fund, the commitment, and the address it went to (masked). */
export type InvitationOpened = { fundSlug: string; fundName: string; commitment: number; email: string };

/** Accepted by the account it was sent to: the fund to open, with the commitment to fill in. */
export type InvitationAccepted = { fundSlug: string; commitment: number };

export const INVITATION_MESSAGES = {
  noRows: 'Please paste at least one row: name, e-mail, commitment, and optionally the entity’s name and a note.',
  tooManyRows: `Please paste at most ${MAX_INVITATION_ROWS.toLocaleString('en-US')} rows at a time.`,
  name: 'Please give the investor’s name.',
  commitment: 'Please give the commitment in US dollars, e.g. 250,000.',
  duplicateInPaste: 'This e-mail address is on an earlier row of the paste.',
  alreadyInvited: 'This address already has an open invitation to this fund.',
  note: 'Please keep the note to 500 characters.',
  notFound: 'No such invitation.',
  invalid: 'This invitation link is invalid. Please open the link from the latest e-mail.',
  expired: 'This invitation has expired. Please ask the fund to send it again.',
  withdrawn: 'This invitation was withdrawn by the fund.',
  notOpen: 'This invitation is no longer open: it was withdrawn, or the investor has started.',
  otherEmail: (email: string): string =>
    `This invitation was sent to ${email}, and you are logged in with another address. Log out, then open the link again and log in or sign up with ${email}.`,
} as const;
