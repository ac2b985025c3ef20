// What comes after the investor's signature, as a timeline (issue 'after signing, a completion screen'): everyone
// signs, the fund reviews, countersigns, the funds arrive, the investment closes; each stage done (with its date when
// the record has one), current, or still to come. Derived from the status, like everything the investor is told.
import { formatStatusNames } from '../../../shared/domain/investment-status';
import type { TransactionView } from '../../lib/api/api-types';
import { transactionStatus } from './transaction-status';

export type TimelineStage = {
  key: 'signatures' | 'review' | 'countersignature' | 'funding' | 'closing';
  label: string;
  state: 'done' | 'current' | 'upcoming';
  at: string | null;
  /** Who or what the current stage waits for. */
  note: string | null;
};

const ORDER: TimelineStage['key'][] = ['signatures', 'review', 'countersignature', 'funding', 'closing'];

const LABELS: Record<TimelineStage['key'], string> = {
  signatures: 'Everyone signs',
  review: 'The fund reviews your subscription',
  countersignature: 'The fund countersigns',
  funding: 'Your funds arrive',
  closing: 'The investment closes',
};

/** The stage the investment is at; null when the timeline does not apply (not signed yet, or declined). */
const currentStage = (t: TransactionView): TimelineStage['key'] | 'done' | null => {
  const { status } = transactionStatus(t);
  switch (status.kind) {
    case 'awaitingCoSigners':
      return 'signatures';
    case 'underReview':
      return 'review';
    case 'awaitingCountersignature':
      return 'countersignature';
    case 'awaitingFunds':
      return 'funding';
    case 'funded':
      return 'closing';
    case 'complete':
      return 'done';
    default:
      return null;
  }
};

export const investmentTimeline = (t: TransactionView): TimelineStage[] => {
  const current = currentStage(t);
  if (current === null) return [];
  const reached = current === 'done' ? ORDER.length : ORDER.indexOf(current);
  const dates: Record<TimelineStage['key'], string | null> = {
    signatures: t.subscriptionAgreementDate,
    review: t.approvedAt ?? null,
    countersignature: t.agreement?.countersignedAt ?? null,
    funding: t.fundsTransferDate,
    closing: t.completionDate,
  };
  const pending = t.agreement?.pendingSigners ?? [];
  return ORDER.map((key, index) => {
    const state = index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
    const note =
      key === 'signatures' && state === 'current' && pending.length > 0
        ? `Waiting for ${formatStatusNames(pending)}`
        : null;
    return { key, label: LABELS[key], state, at: state === 'done' ? dates[key] : null, note };
  });
};
