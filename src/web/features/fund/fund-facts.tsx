// The fund's key terms: amounts in USD, deadlines in US Eastern time with the zone named (docs/design.md §3a), carry,
// management fee, term and vintage as the back office set them (docs/admin.md 'The fund page').
import type { Fund } from '../../../shared/domain/entities';
import { formatUsd } from '../../../shared/domain/money';
import type { FundView } from '../../lib/api/api-types';
import styles from './fund.module.css';

const percent = (value: number): string => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** '20% (Deal Carry)', '20%', 'Deal Carry', or nothing. */
export const carryText = ({ carryPercentage, carryType }: Pick<Fund, 'carryPercentage' | 'carryType'>) => {
  if (carryPercentage === null) return carryType;
  return carryType ? `${percent(carryPercentage)} (${carryType})` : percent(carryPercentage);
};

export const FundFacts = ({ view }: { view: FundView }) => {
  const { fund, dates } = view;
  const facts = [
    { label: 'Minimum commitment', value: formatUsd(fund.minimumInvestmentAmount) },
    {
      label: 'Maximum commitment',
      value: fund.maximumInvestmentAmount === null ? null : formatUsd(fund.maximumInvestmentAmount),
    },
    { label: 'Commitment deadline', value: dates.commitmentDeadline },
    { label: 'Reservations close', value: dates.reservationsClose },
    { label: 'Final close', value: dates.finalClose },
    { label: 'Carry', value: carryText(fund) },
    {
      label: 'Management fee',
      value: fund.managementFeePercentage === null ? null : `${percent(fund.managementFeePercentage)} a year`,
    },
    {
      label: 'Term',
      value: fund.termYears === null ? null : `${fund.termYears} ${fund.termYears === 1 ? 'year' : 'years'}`,
    },
    { label: 'Vintage', value: fund.vintageYear === null ? null : String(fund.vintageYear) },
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
