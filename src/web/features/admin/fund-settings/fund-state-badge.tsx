// docs/spec.md §4 derived state in one word.
import type { FundState } from '../../../../shared/domain/fund-state';
import styles from '../admin.module.css';

const LABELS: Record<FundState, string> = {
  open: 'Open',
  closed: 'Closed',
  waitlisted: 'Waitlisted',
  upcoming: 'Upcoming',
};

export const FundStateBadge = ({ state }: { state: FundState }) => (
  <span className={`${styles.badge} ${styles[`state-${state}`]}`}>{LABELS[state]}</span>
);
