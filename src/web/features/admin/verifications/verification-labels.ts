// How the back office names the syndication reviews (docs/syndication.md 'Review').
import type { VerificationKind, VerificationQueueRow } from '../../../../shared/api/syndication';

export const VERIFICATION_KIND_LABELS: Record<VerificationKind, string> = {
  identity: 'Proof of identity',
  accreditation: 'Proof of accreditation',
};

/** Submitted and not decided yet (docs/spec.md §4 work-item statuses todo and inProgress). */
export const isPendingVerification = (row: Pick<VerificationQueueRow, 'status' | 'decision'>): boolean =>
  row.decision === null && (row.status === 'todo' || row.status === 'inProgress');

/** What the admin reads once the decision is recorded. */
export const decisionConfirmation = (
  row: Pick<VerificationQueueRow, 'kind' | 'investor'>,
  decision: 'approved' | 'denied',
): string =>
  `${decision === 'approved' ? 'Approved' : 'Denied'}: ${VERIFICATION_KIND_LABELS[row.kind].toLowerCase()} of ${row.investor.name}. ${
    decision === 'approved'
      ? 'The investor sees it on their sign-up page.'
      : 'The investor sees your reason on their sign-up page and can send a new document.'
  }`;
