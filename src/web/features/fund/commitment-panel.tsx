// docs/spec.md §2 fund page: the commitment amount (USD, within the fund's minimum and maximum) and Invest. Invest is gated:
// a logged-out visitor gets the login modal instead (docs/spec.md §2). Once the investor has signed, no amount is offered:
// the panel shows the investment's status (shared/domain/investment-status.ts) and a link to its record.
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { statusText } from '../../../shared/domain/investment-status';
import { hasInvestorSigned } from '../../../shared/domain/lifecycle';
import { formatUsd } from '../../../shared/domain/money';
import { isStepId } from '../../../shared/domain/steps';
import { chooseTransactionForFund } from '../../../shared/domain/transactions';
import { ButtonLink } from '../../components/ui/button';
import { GatedButton } from '../../components/ui/gated-button';
import type { FundView, UserInvestmentsView } from '../../lib/api/api-types';
import { statusOfView } from '../../lib/api/status-of-view';
import {
  centsToInput,
  checkCommitment,
  commitmentInSearch,
  commitmentRangeText,
  withCommitment,
} from '../../lib/format/commitment';
import styles from './fund.module.css';
import { useStartInvestment } from './use-start-investment';

type CommitmentPanelProps = { view: FundView; investments: UserInvestmentsView | null };

export const CommitmentPanel = ({ view, investments }: CommitmentPanelProps) => {
  const { fund, state, dates } = view;
  const current = investments ? chooseTransactionForFund(investments.transactions, fund) : null;
  // The investment's amount, else the one typed before logging in or signing up (the address carries it back).
  const { search } = useLocation();
  const [amount, setAmount] = useState(() => centsToInput(current?.amount ?? null) || commitmentInSearch(search));
  const [checkError, setCheckError] = useState<string | null>(null);
  const { start, isStarting, amountError } = useStartInvestment(fund.slug);
  const inputId = useId();
  const error = checkError ?? amountError;

  // Once the investor has signed, the amount is part of the agreement: the page shows where the investment stands.
  if (current && hasInvestorSigned(current)) {
    const status = statusOfView(current);
    return (
      <div className={styles.panel}>
        <h2>Your investment</h2>
        {current.amount !== null && <p className={styles.committed}>{formatUsd(current.amount)}</p>}
        <p>{statusText(status)}</p>
        {status.kind === 'declined' && status.reason && <p>The fund’s reason: {status.reason}</p>}
        <ButtonLink variant="primary" to={`/investment-summary#${current.integrationId}`}>
          View your investment
        </ButtonLink>
      </div>
    );
  }
  if (state === 'closed') {
    return (
      <div className={styles.panel}>
        <h2>This fund is closed</h2>
        <p>It no longer accepts new commitments.</p>
      </div>
    );
  }
  if (state === 'upcoming') {
    const { opens } = dates;
    return (
      <div className={styles.panel}>
        <h2>Opening soon</h2>
        <p>{opens ? `This fund opens for investment on ${opens}.` : 'This fund is not open for investment yet.'}</p>
      </div>
    );
  }
  if (state === 'waitlisted') {
    return (
      <div className={styles.panel}>
        <h2>This fund is full</h2>
        <p>It has reached its maximum. You can ask to join the waitlist and we will contact you if a place opens up.</p>
        <ButtonLink
          variant="primary"
          to={`/fund/waitlist/${fund.slug}${fund.fundMaxExceeded ? '?fundMaxExceeded=true' : ''}`}
        >
          Join the waitlist
        </ButtonLink>
      </div>
    );
  }

  // The amount as typed, checked: Invest starts with it, and a visitor who logs in or signs up comes back with it.
  const typed = checkCommitment(amount, fund);
  const isResuming = current !== null && isStepId(current.currentStep) && current.currentStep !== 'INITIAL';
  const onInvest = () => {
    if (!typed.ok) {
      setCheckError(typed.message);
      document.getElementById(inputId)?.focus();
      return;
    }
    setCheckError(null);
    void start(typed.cents, current);
  };

  return (
    <section className={styles.panel} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{isResuming ? 'Continue your investment' : 'Invest in this fund'}</h2>
      <label className={styles.amountLabel} htmlFor={inputId}>
        Commitment amount (USD)
      </label>
      <p className={styles.amountHint} id={`${inputId}-hint`}>
        Enter an amount {commitmentRangeText(fund)}.
      </p>
      <div className={[styles.amountField, error && styles.amountInvalid].filter(Boolean).join(' ')}>
        <span aria-hidden="true">$</span>
        <input
          id={inputId}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ''}`}
        />
      </div>
      <p className={styles.amountError} id={`${inputId}-error`} role="alert" hidden={!error}>
        {error}
      </p>
      <GatedButton
        onProceed={onInvest}
        fundSlug={fund.slug}
        returnTo={typed.ok ? withCommitment(`/fund/${fund.slug}`, typed.cents) : undefined}
        isLarge
        isFullOnPhone
        isBusy={isStarting}
        disabled={isStarting}
      >
        {isResuming ? 'Continue' : 'Invest'}
      </GatedButton>
      {isResuming && (
        <p className={styles.resumeNote}>
          You have an investment in progress; we will take you back to where you left off.
        </p>
      )}
    </section>
  );
};
