// Back-office pipeline calls (docs/admin.md 'Pipeline'): a fund's transactions a page at a time, and one's detail.
import { INVESTMENT_STATUS_KINDS, type InvestmentStatusKind, STATUS_KIND_LABELS } from '../domain/investment-status';
import type { SignerRole, SignerStatus } from './signing';

/** Where a transaction stands, in the one status vocabulary (shared/domain/investment-status.ts). */
export const PIPELINE_STATUSES = INVESTMENT_STATUS_KINDS;
export type PipelineStatus = InvestmentStatusKind;
export const PIPELINE_STATUS_LABELS = STATUS_KIND_LABELS;

export type Approval = 'pending' | 'approved' | 'rejected';

export type PipelineSigner = { role: SignerRole; name: string; status: SignerStatus; signedAt: string | null };

export type PipelineRow = {
  transactionId: string;
  investor: { userId: string; name: string; email: string };
  methodOfInvestment: string | null;
  currentStep: string;
  /** The wizard step's title (the machine's meta), or an end screen's plain name; never an end-screen heading. */
  currentStepTitle: string;
  /** USD cents. */
  amount: number | null;
  reservationAmount: number | null;
  signers: PipelineSigner[];
  envelopeStatus: 'none' | 'inProgress' | 'completed';
  approval: Approval;
  rejectionReason: string | null;
  /** When the fund countersigned the sealed agreement; null until it has. */
  countersignedAt: string | null;
  /** When the investor last opened the fund's offering memorandum in its data room; null if never (docs/data-room.md). */
  memorandumReadAt: string | null;
  status: PipelineStatus;
  /** The status in a sentence: who is still to sign, which end screen, the step. */
  statusText: string;
  isComplete: boolean;
  createdAt: string;
  updatedAt: string;
  subscriptionAgreementDate: string | null;
  fundsTransferDate: string | null;
  proofOfAccreditationDate: string | null;
  completionDate: string | null;
  rejectionDate: string | null;
};

export const PIPELINE_SORT_KEYS = ['updatedAt', 'createdAt', 'investor', 'amount', 'step', 'status'] as const;
export type PipelineSortKey = (typeof PIPELINE_SORT_KEYS)[number];

export type PipelineOrder = 'asc' | 'desc';

/** Rows on a page unless `limit` says otherwise; `limit` at most PIPELINE_PAGE_MAX. */
export const PIPELINE_PAGE_DEFAULT = 50;
export const PIPELINE_PAGE_MAX = 200;

export type PipelineQuery = {
  search?: string;
  status?: PipelineStatus;
  sort?: PipelineSortKey;
  order?: PipelineOrder;
  /** The page after the row this cursor names (a page's `next`). */
  after?: string;
  /** The page before the row this cursor names (a page's `previous`). */
  before?: string;
  limit?: number;
};

/** Keyset paging: opaque cursors for the pages either side; null where there is none. */
export type PipelinePage = { next: string | null; previous: string | null };

export type PipelineAnswer = {
  fund: { slug: string; name: string };
  rows: PipelineRow[];
  page: PipelinePage;
  /** Every subscription of the fund (exact), whatever the filters; matching rows are not counted. */
  total: number;
};
