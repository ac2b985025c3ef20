// Words for the pipeline's statuses, approvals and signatures.
import type { Approval, PipelineRow, PipelineStatus } from '../../../../shared/api/admin-pipeline';

export { PIPELINE_STATUS_LABELS } from '../../../../shared/api/admin-pipeline';

/** The fund decides on a signed agreement: before the investor signs there is nothing to decide yet. */
const BEFORE_SIGNATURE: readonly PipelineStatus[] = ['inProgress', 'notEligible', 'waitlisted'];

export const approvalText = ({ approval, status }: Pick<PipelineRow, 'approval' | 'status'>): string =>
  approval === 'pending' && BEFORE_SIGNATURE.includes(status) ? 'Not signed yet' : APPROVAL_LABELS[approval];

export const APPROVAL_LABELS: Record<Approval, string> = {
  pending: 'Awaiting decision',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** 'Not sent', '1 of 2 signed', 'All 2 signed'. */
export const signaturesText = ({ signers, envelopeStatus }: Pick<PipelineRow, 'signers' | 'envelopeStatus'>) => {
  if (envelopeStatus === 'none' || signers.length === 0) return 'Not sent';
  const signed = signers.filter((s) => s.status === 'signed').length;
  return signed === signers.length ? `All ${signed} signed` : `${signed} of ${signers.length} signed`;
};
