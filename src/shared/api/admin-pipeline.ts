// Back-office pipeline calls (docs/admin.md 'Pipeline'): every transaction of a fund and the detail of one.
import type { SignerRole, SignerStatus } from './signing';

/** One word for where a transaction stands, for filters and badges. */
export const PIPELINE_STATUSES = [
  'inProgress',
  'stopped',
  'signing',
  'signed',
  'approved',
  'countersigned',
  'rejected',
  'complete',
] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

export const PIPELINE_STATUS_LABELS: Record<PipelineStatus, string> = {
  inProgress: 'In progress',
  stopped: 'Stopped at an end screen',
  signing: 'Awaiting signatures',
  signed: 'Signed',
  approved: 'Approved',
  countersigned: 'Approved and countersigned',
  rejected: 'Rejected',
  complete: 'Complete',
};

export type Approval = 'pending' | 'approved' | 'rejected';

export type PipelineSigner = { role: SignerRole; name: string; status: SignerStatus; signedAt: string | null };

export type PipelineRow = {
  transactionId: string;
  investor: { userId: string; name: string; email: string };
  methodOfInvestment: string | null;
  currentStep: string;
  /** The step's title (the machine's meta). */
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
  status: PipelineStatus;
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

export type PipelineQuery = {
  search?: string;
  status?: PipelineStatus;
  sort?: PipelineSortKey;
  order?: 'asc' | 'desc';
};

export type PipelineAnswer = { fund: { slug: string; name: string }; rows: PipelineRow[]; total: number };
