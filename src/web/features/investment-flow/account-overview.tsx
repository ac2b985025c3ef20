// accountOverview on CONFIRM_MOI and TAX_FORM: the chosen method of investment (what a tax form is filled from), as a list
// of terms and details.
import type { FlowValues } from '../../../shared/domain/flow-values';
import { accountSummary } from './account-summary';
import styles from './step-screen.module.css';

export const AccountOverview = ({
  values,
  countryName,
}: {
  values: FlowValues;
  countryName: (code: string) => string;
}) => (
  <dl className={styles.overview}>
    {accountSummary(values, countryName).map((row) => (
      <div key={row.label} className={styles.overviewRow}>
        <dt>{row.label}</dt>
        <dd>{row.value}</dd>
      </div>
    ))}
  </dl>
);
