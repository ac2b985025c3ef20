// The moment after signing (issue 'after signing, a completion screen'): what was signed (fund, amount, account) and
// where it stands now; the investment's card below holds the signed copy, who still has to sign (with resend) and the
// timeline of what comes next, and, without a second factor yet, the offer of one. Announced as a status so that a
// screen reader hears it on arrival.
import { formatUsd } from '../../../shared/domain/money';
import type { TransactionView } from '../../lib/api/api-types';
import styles from './summary.module.css';
import { transactionStatus } from './transaction-status';
import { TwoStepOffer } from './two-step-offer';

export const SIGNED_TITLE_ID = 'signed-title';

type SignedPanelProps = { transaction: TransactionView; fundName: string; account: string | null };

export const SignedPanel = ({ transaction, fundName, account }: SignedPanelProps) => {
  const { label } = transactionStatus(transaction);
  return (
    <section className={styles.signed} role="status" aria-labelledby={SIGNED_TITLE_ID}>
      <h2 id={SIGNED_TITLE_ID} tabIndex={-1}>
        Your agreement is signed
      </h2>
      <p>
        Thank you. You signed the subscription agreement for {fundName}
        {transaction.amount !== null && <> for {formatUsd(transaction.amount)}</>}
        {account && <>, through {account}</>}.
      </p>
      <p>
        Where it stands now: <strong>{label}</strong>. We will e-mail you at each step; your investment below shows the
        signed copy and what comes next.
      </p>
      <TwoStepOffer />
    </section>
  );
};
