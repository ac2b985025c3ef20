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
  /** Entered and waiting for another admin's confirmation; investors do not see it. */
  pending: WireVersion | null;
  /** False for the admin who entered the pending details: a second admin confirms. */
  canConfirm: boolean;
};

/** GET /api/investments/:transactionId/wire-instructions. */
export type InvestorWireAnswer = {
  fundName: string;
  details: WireDetails;
  /** Unique to the subscription: the bank transfer carries it so the fund can match the funds. */
  reference: string;
  /** USD cents. */
  amount: number | null;
  /** Investor relations' phone, to call before sending (wire fraud warning). */
  investorRelationsPhone: string;
};
