// A step shown again after investor relations denied what was sent: why, in the reviewer's words, and what to do.
import type { VerificationSummary } from '../../../shared/api/syndication';
import { formatEasternDate } from '../../../shared/domain/eastern-dates';
import styles from './syndication.module.css';

const WHAT: Record<VerificationSummary['kind'], string> = {
  identity: 'your proof of identity',
  accreditation: 'your proof of accreditation',
};

export const DenialNotice = ({ verification }: { verification: VerificationSummary }) => {
  if (verification.decision !== 'denied') return null;
  return (
    <div className={styles.denial} role="note" aria-labelledby={`denied-${verification.kind}`}>
      <h2 id={`denied-${verification.kind}`}>{`We could not accept ${WHAT[verification.kind]}`}</h2>
      {verification.reason && (
        <p>
          <span className={styles.muted}>
            Our reviewer
            {verification.decidedAt ? ` (${formatEasternDate(verification.decidedAt)})` : ''}:
          </span>{' '}
          {verification.reason}
        </p>
      )}
      <p>Please check the details below and upload the document again.</p>
    </div>
  );
};
