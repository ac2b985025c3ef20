// Back-office fund calls (docs/admin.md 'Funds'): the fund of docs/spec.md §3 with its portal settings, as an admin edits it.
import type { Fund, FundPortalSettings } from '../domain/entities';
import type { FundState } from '../domain/fund-state';
import type { PendingWireChange } from './wire-instructions';

/** What an admin submits to create or edit a fund: every docs/spec.md §3 field but the id the server assigns. */
export type FundInput = { fund: Omit<Fund, 'integrationId'>; portalSettings: FundPortalSettings };

export type FundCounts = { transactions: number; signed: number; approved: number; complete: number };

export type AgreementTemplateInfo = { fileName: string; sha256: string; uploadedAt: string };

export type AdminFundSummary = {
  fund: Fund;
  portalSettings: FundPortalSettings;
  /** docs/spec.md §4 derived state for a visitor without a reservation, now. */
  state: FundState;
  counts: FundCounts;
  template: AgreementTemplateInfo | null;
};

/** The funds, and the changes of wire instructions waiting for a second admin (docs/security.md 'Wire-fraud defences'). */
export type AdminFundsAnswer = { funds: AdminFundSummary[]; pendingWireChanges: PendingWireChange[] };
export type AdminFundAnswer = AdminFundSummary;

/** A form field of an agreement PDF and what the portal does with it. */
export type AgreementFieldUse =
  | { name: string; use: 'filled'; label: string; isFullTaxId: boolean }
  | { name: string; use: 'signature' | 'signedDate'; label: string }
  | { name: string; use: 'unknown' };

export type AgreementPreviewRequest = { pdfBase64: string };
export type AgreementPreviewAnswer = {
  fields: AgreementFieldUse[];
  /** The subscriber's signature field is required; without it the template is refused. */
  hasInvestorSignature: boolean;
  /** Fields the portal can fill that this PDF does not have. */
  notInTemplate: string[];
  pageCount: number;
};
