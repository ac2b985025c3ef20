// The fund's key facts: amounts in USD, deadlines in US Eastern time with the zone named (DESIGN §3a).
import { formatUsd } from '../../../shared/domain/money';
import type { FundView } from '../../lib/api/api-types';
import { formatFundDeadline } from '../../lib/format/fund-date';
import styles from './fund.module.css';

export const FundFacts = ({ view }: { view: FundView }) => {
  const { fund, portalSettings } = view;
  const facts = [
    { label: 'Minimum commitment', value: formatUsd(fund.minimumInvestmentAmount) },
    {
      label: 'Maximum commitment',
      value: fund.maximumInvestmentAmount === null ? null : formatUsd(fund.maximumInvestmentAmount),
    },
    { label: 'Commitment deadline', value: formatFundDeadline(fund.commitmentDeadline) },
    { label: 'Reservations close', value: formatFundDeadline(portalSettings.reservationEndDatetime) },
    { label: 'Final close', value: formatFundDeadline(fund.closeDate) },
    {
      label: 'Price per share',
      value: fund.pricePerShare > 0 ? formatUsd(Math.round(fund.pricePerShare * 100)) : null,
    },
  ].filter((fact): fact is { label: string; value: string } => fact.value !== null);
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
};
