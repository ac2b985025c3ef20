// One fund on the home page: its state, name (the link to its page), legal name and commitment range, in its colour.
import type { CSSProperties } from 'react';
import type { FundCard as FundCardData } from '../../../shared/api/funds';
import { formatUsd } from '../../../shared/domain/money';
import { Link } from '../../components/ui/link';
import { accessibleAccent } from '../../lib/format/accent-color';
import styles from './fund.module.css';
import { FundStateBadge } from './fund-state-badge';

export const FundCard = ({ fund }: { fund: FundCardData }) => (
  <article className={styles.card} style={{ '--card-accent': accessibleAccent(fund.hexColor) } as CSSProperties}>
    <FundStateBadge state={fund.state} />
    <h2>
      <Link to={`/fund/${fund.slug}`}>{fund.name}</Link>
    </h2>
    <p>{fund.legalName}</p>
    <p className={styles.cardFacts}>
      Minimum {formatUsd(fund.minimumInvestmentAmount)}
      {fund.maximumInvestmentAmount !== null && <> · Maximum {formatUsd(fund.maximumInvestmentAmount)}</>}
    </p>
  </article>
);
