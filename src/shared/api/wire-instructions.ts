// A fund's wire instructions (docs/admin.md 'Wire instructions'): bank details an admin enters and a second admin
// confirms before any investor sees them; an investor sees them only once their subscription is approved.

export type WireDetails = {
  bankName: string;
  bankAddress: string;
  /** The account holder (the fund's legal entity, as the bank knows it). */
  beneficiaryName: string;
  beneficiaryAddress: string;
  accountNumber: string;
  /** ABA routing number: 9 digits. */
  routingNumber: string;
  /** SWIFT/BIC for wires from outside the US; may be blank. */
  swiftCode: string;
};

export const WIRE_FIELD_LABELS: Record<keyof WireDetails, string> = {
  bankName: 'Bank name',
  bankAddress: 'Bank address',
  beneficiaryName: 'Beneficiary (account holder)',
  beneficiaryAddress: 'Beneficiary address',
  accountNumber: 'Account number',
  routingNumber: 'ABA routing number',
  swiftCode: 'SWIFT/BIC (international wires)',
};

export type WireVersion = { details: WireDetails; by: string; at: string };

/** GET /api/admin/funds/:slug/wire-instructions. */
export type AdminWireAnswer = {
  fundSlug: string;
  /** What investors see, once a second admin confirmed it. */
  confirmed: (WireVersion & { proposedBy: string }) | null;
  /**
   * Entered and waiting for another admin's confirmation; investors do not see it. `version` names it: the
   * confirmation sends it back, and a newer proposal has another.
   */
  pending: (WireVersion & { version: string }) | null;
  /** False for the admin who entered the pending details: a second admin confirms. */
  canConfirm: boolean;
};

/** GET /api/investments/:transactionId/wire-instructions. */
export type InvestorWireAnswer = {
  fundName: string;
  /** When the fund's bank details last changed, within the last 30 days; null otherwise (or never changed). */
  changedAt: string | null;
  details: WireDetails;
  /** Unique to the subscription: the bank transfer carries it so the fund can match the funds. */
  reference: string;
  /** USD cents. */
  amount: number | null;
  /** Investor relations' phone, to call before sending (wire fraud warning). */
  investorRelationsPhone: string;
};

/** POST /api/admin/funds/:slug/wire-instructions/confirm: the pending version the admin read and confirms. */
export type WireConfirmRequest = { version: string };

/** A fund whose new wire instructions wait for a second admin (the back office's first page). */
export type PendingWireChange = {
  fundSlug: string;
  fundName: string;
  enteredBy: string;
  at: string;
  canConfirm: boolean;
};
