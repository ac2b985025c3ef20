// docs/spec.md §2 fund page: the fund's state (open, closed, waitlisted; upcoming before it opens).
import type { FundState } from '../../../shared/domain/fund-state';
import styles from './fund.module.css';

const LABELS: Record<FundState, string> = {
  open: 'Open for investment',
  closed: 'Closed',
  waitlisted: 'Waitlist',
  upcoming: 'Opening soon',
};

export const FundStateBadge = ({ state }: { state: FundState }) => (
  <span className={`${styles.badge} ${styles[state]}`}>{LABELS[state]}</span>
);
