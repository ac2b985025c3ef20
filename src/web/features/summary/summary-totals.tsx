// The summary's totals (issue 'returning investors'): how many investments in how many funds, and the signed
// commitments that stand (neither declined nor withdrawn), over every transaction, not only the page shown
// (portfolio-facts.ts counts them on the server).

import { formatUsd } from '../../../shared/domain/money';
import type { PortfolioFacts } from '../../../shared/domain/portfolio-facts';
import styles from './summary.module.css';

type Totals = Pick<PortfolioFacts, 'transactionCount' | 'fundCount' | 'signedCommitmentCents' | 'signedCount'>;

const counted = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

export const totalsLines = (facts: Totals): { label: string; value: string }[] => [
  {
    label: 'Investments',
    value: `${counted(facts.transactionCount, 'investment', 'investments')} in ${counted(facts.fundCount, 'fund', 'funds')}`,
  },
  {
    label: 'Signed commitments',
    value:
      facts.signedCount === 0
        ? 'None signed yet'
        : `${formatUsd(facts.signedCommitmentCents)} in ${counted(facts.signedCount, 'subscription', 'subscriptions')}`,
  },
];

export const SummaryTotals = ({ facts }: { facts: Totals }) => (
  <dl className={styles.totals} aria-label="Your investments in total">
    {totalsLines(facts).map((line) => (
      <div key={line.label}>
        <dt>{line.label}</dt>
        <dd>{line.value}</dd>
      </div>
    ))}
  </dl>
);
