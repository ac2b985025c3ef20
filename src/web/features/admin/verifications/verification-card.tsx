// One upload waiting for review: who sent it and when, what they declared, the document, and the decision.
import type { VerificationQueueRow } from '../../../../shared/api/syndication';
import { Panel } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';
import { VerificationDecision } from './verification-decision';
import { VerificationDocument } from './verification-document';
import { isPendingVerification, VERIFICATION_KIND_LABELS } from './verification-labels';

type Props = { row: VerificationQueueRow; onDecided: (confirmation: string) => void };

export const VerificationCard = ({ row, onDecided }: Props) => {
  const headingId = `verification-${row.verificationId}`;
  return (
    <Panel className={styles.section}>
      <article aria-labelledby={headingId}>
        <h2 id={headingId}>
          {row.investor.name}: {VERIFICATION_KIND_LABELS[row.kind].toLowerCase()}
        </h2>
        <dl className={styles.facts}>
          <div className={styles.factRow}>
            <dt>E-mail</dt>
            <dd>{row.investor.email}</dd>
          </div>
          <div className={styles.factRow}>
            <dt>Sent</dt>
            <dd>{formatInstant(row.submittedAt)}</dd>
          </div>
          {row.details.map((detail) => (
            <div key={detail.label} className={styles.factRow}>
              <dt>{detail.label}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
          {row.decision && (
            <div className={styles.factRow}>
              <dt>Decision</dt>
              <dd>{row.decision === 'approved' ? 'Approved' : 'Denied'}</dd>
            </div>
          )}
        </dl>
        <VerificationDocument row={row} />
        {isPendingVerification(row) && <VerificationDecision row={row} onDecided={onDecided} />}
      </article>
    </Panel>
  );
};
