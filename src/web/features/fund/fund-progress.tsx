// Progress to the fund's target, shown only when the admin switched it on (the API answers null otherwise):
// committed counts the subscriptions signed by every signer and later (docs/admin.md 'Progress to target').
import { useId } from 'react';
import type { FundProgress as Progress } from '../../../shared/api/fund-page';
import { formatUsd } from '../../../shared/domain/money';
import { shareText } from '../../lib/format/share';
import styles from './fund.module.css';

/** Whole percent, rounded down so the bar never shows the target reached before it is. */
export const progressPercent = ({ committedAmount, targetAmount }: Progress): number =>
  targetAmount <= 0 ? 0 : Math.floor((committedAmount / targetAmount) * 100);

const whole = (cents: number): string => formatUsd(cents).replace(/\.00$/, '');

export const FundProgress = ({ progress }: { progress: Progress }) => {
  const id = useId();
  const percent = progressPercent(progress);
  const share = shareText(progress.committedAmount, progress.targetAmount);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>Progress to target</h2>
      <p className={styles.progressFigures}>
        <strong>{whole(progress.committedAmount)}</strong> committed of {whole(progress.targetAmount)}
      </p>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(percent, 100)}
        aria-valuetext={`${share} of the target`}
      >
        <div className={styles.progressBar} style={{ width: `${Math.min(percent, 100)}%` }} />
      </div>
      <p className={styles.muted}>{share} of the target, counting commitments signed by every signer.</p>
    </section>
  );
};
