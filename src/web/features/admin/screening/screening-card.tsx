// One possible match waiting for review: whom it is about and on which subscription, the list entry it resembles
// (its list and version), the score and why, and the decision (docs/kyc.md 'Review').

import type { ScreeningMatchRow } from '../../../../shared/api/screening';
import { Link } from '../../../components/ui/link';
import { Panel } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';
import { adminPaths } from '../admin-paths';
import { ScreeningDecision } from './screening-decision';
import { roleLabel, scorePercent } from './screening-labels';

type Props = { row: ScreeningMatchRow; onDecided: (confirmation: string) => void };

export const ScreeningCard = ({ row, onDecided }: Props) => {
  const headingId = `screening-${row.id}`;
  return (
    <Panel className={styles.section}>
      <article aria-labelledby={headingId}>
        <h2 id={headingId}>
          {row.subjectName} and {row.entryName}: {scorePercent(row.score)}
        </h2>
        <dl className={styles.facts}>
          <div className={styles.factRow}>
            <dt>Who</dt>
            <dd>
              {roleLabel(row.role)} on the subscription of{' '}
              <Link to={adminPaths.transaction(row.transactionId)}>{row.investorName}</Link> ({row.fundSlug})
            </dd>
          </div>
          <div className={styles.factRow}>
            <dt>List entry</dt>
            <dd>
              {row.entryName}
              {row.matchedName !== row.entryName && ` (as '${row.matchedName}')`}, {row.entryKey}
            </dd>
          </div>
          <div className={styles.factRow}>
            <dt>List</dt>
            <dd>
              {row.list}, version {row.listVersion}
            </dd>
          </div>
          {row.programs.length > 0 && (
            <div className={styles.factRow}>
              <dt>Programmes</dt>
              <dd>{row.programs.join('; ')}</dd>
            </div>
          )}
          <div className={styles.factRow}>
            <dt>Why</dt>
            <dd>
              <ul className={styles.plainList}>
                {row.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </dd>
          </div>
          <div className={styles.factRow}>
            <dt>Found</dt>
            <dd>{formatInstant(row.createdAt)}</dd>
          </div>
        </dl>
        {row.status === 'open' && <ScreeningDecision row={row} onDecided={onDecided} />}
      </article>
    </Panel>
  );
};
