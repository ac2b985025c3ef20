// The logged-in investor's own status in this fund, in the one status vocabulary (docs/design.md §7a,
// shared/domain/investment-status.ts): the transaction the fund page would continue (docs/spec.md §4 choosing a transaction).

import { stepMeta } from '../../../../machines/step-meta';
import type { Fund } from '../../../shared/domain/entities';
import { datedStatusText } from '../../../shared/domain/investment-status';
import { chooseTransactionForFund } from '../../../shared/domain/transactions';
import type { UserInvestmentsView } from '../../lib/api/api-types';
import { statusOfView } from '../../lib/api/status-of-view';
import styles from './fund.module.css';

export const YourStatus = ({ fund, investments }: { fund: Fund; investments: UserInvestmentsView | null }) => {
  const current = investments ? chooseTransactionForFund(investments.transactions, fund) : null;
  if (!current) return null;
  const status = statusOfView(current);
  const text = datedStatusText(status, stepMeta);
  return (
    <p className={styles.yourStatus}>
      Your status: <strong>{text}</strong>
    </p>
  );
};
