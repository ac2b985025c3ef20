// The timeline of what comes after signing, as an ordered list: a screen reader hears each stage and whether it is
// done, under way or to come; the marks only repeat that for the eye.

import { formatEasternDate } from '../../../shared/domain/eastern-dates';
import type { TransactionView } from '../../lib/api/api-types';
import { investmentTimeline, type TimelineStage } from './investment-timeline';
import styles from './summary.module.css';

const STATE_WORDS: Record<TimelineStage['state'], string> = {
  done: 'Done',
  current: 'Under way',
  upcoming: 'To come',
};

export const InvestmentTimeline = ({ transaction, label }: { transaction: TransactionView; label: string }) => {
  const stages = investmentTimeline(transaction);
  if (stages.length === 0) return null;
  return (
    <ol className={styles.timeline} aria-label={label}>
      {stages.map((stage) => (
        <li key={stage.key} className={styles[stage.state]}>
          <span className={styles.mark} aria-hidden="true" />
          <span>
            <span className="visually-hidden">{STATE_WORDS[stage.state]}: </span>
            {stage.label}
            {stage.at && <span className={styles.when}> · {formatEasternDate(stage.at)}</span>}
            {stage.note && <span className={styles.when}> · {stage.note}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
};
