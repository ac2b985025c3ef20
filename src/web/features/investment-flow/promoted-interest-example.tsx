// docs/spec.md §9 promoted interest explained on the investor's own amount: if the investment returned twice the
// commitment, who would receive what (src/shared/domain/promoted-interest.ts computes it).
import { PROMOTED_INTEREST_SPLIT } from '../../../shared/domain/constants';
import { formatUsd } from '../../../shared/domain/money';
import { promotedInterestExample } from '../../../shared/domain/promoted-interest';
import styles from './step-screen.module.css';

const GROSS_MULTIPLE = 2;
const percent = (share: number): string => `${Math.round(share * 100)}%`;

export const PromotedInterestExample = ({
  amountCents,
  isOwnAmount,
}: {
  amountCents: number;
  isOwnAmount: boolean;
}) => {
  const example = promotedInterestExample(amountCents, { grossMultiple: GROSS_MULTIPLE });
  return (
    <section className={styles.example} aria-labelledby="promoted-interest-example">
      <h2 id="promoted-interest-example" className={styles.exampleTitle}>
        A worked example on {isOwnAmount ? 'your commitment' : 'the minimum commitment'} of {formatUsd(amountCents)}
      </h2>
      <p>
        Suppose the investment pays out {GROSS_MULTIPLE} times the commitment, {formatUsd(example.grossProceeds)} in
        total.
      </p>
      <table className={styles.exampleTable}>
        <tbody>
          <tr>
            <th scope="row">First, your commitment comes back to you</th>
            <td>{formatUsd(example.returnOfCommitment)}</td>
          </tr>
          <tr>
            <th scope="row">The profit that remains</th>
            <td>{formatUsd(example.profit)}</td>
          </tr>
          <tr>
            <th scope="row">Your share of the profit ({percent(PROMOTED_INTEREST_SPLIT.investor)})</th>
            <td>{formatUsd(example.investorProfit)}</td>
          </tr>
          <tr>
            <th scope="row">The manager's promoted interest ({percent(PROMOTED_INTEREST_SPLIT.manager)})</th>
            <td>{formatUsd(example.managerPromotedInterest)}</td>
          </tr>
          <tr className={styles.exampleTotal}>
            <th scope="row">You receive in total</th>
            <td>{formatUsd(example.investorTotal)}</td>
          </tr>
        </tbody>
      </table>
      <p className={styles.exampleNote}>
        An illustration only; actual returns may be lower, and you may lose your investment.
      </p>
    </section>
  );
};
