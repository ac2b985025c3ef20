// docs/spec.md §2 /investment-summary (optionally #{transactionId}): the investor's investments, newest first, a page at a
// time; the one named in the URL is scrolled to and highlighted. Mid-closing lands here after signing. Each card is a
// record: the account, the status in the one vocabulary, the dates reached and the one next action; the investments
// waiting for the investor come first.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { formatEasternDate } from '../../../shared/domain/eastern-dates';
import { formatUsd } from '../../../shared/domain/money';
import { TRANSACTIONS_PAGE_SIZE } from '../../../shared/domain/portfolio-facts';
import { isStepId } from '../../../shared/domain/steps';
import { Button, ButtonLink } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Lead, Loading, Page, PageHeading } from '../../components/ui/page';
import type { TransactionView } from '../../lib/api/api-types';
import { statusOfView } from '../../lib/api/status-of-view';
import { isSignedState } from '../../lib/flow/signed-state';
import { stepPath } from '../../lib/flow/step-path';
import { useFlash } from '../../lib/session/flash-context';
import { useOwnInvestments } from '../../lib/session/use-own-investments';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { useFeatureSlots } from '../../lib/slots/feature-slots';
import { useIsMounted } from '../../lib/ssr/use-is-mounted';
import { ChangeRequestNotice } from './change-request-notice';
import { accountLine, recordDates, summaryGroups } from './investment-record';
import { investmentTimeline } from './investment-timeline';
import { InvestmentTimeline } from './investment-timeline-view';
import { SIGNED_TITLE_ID, SignedPanel } from './signed-panel';
import styles from './summary.module.css';
import { SummaryTotals } from './summary-totals';
import { transactionStatus } from './transaction-status';
import { useEarlierTransactions } from './use-earlier-transactions';
import { useFundNames } from './use-fund-names';
import { hasWireInstructions } from './wire-instructions-rule';
import { WireInstructionsView } from './wire-instructions-view';

const WithdrawDialog = lazy(() => import('./withdraw-dialog'));

type Withdrawn = Pick<TransactionView, 'withdrawalDate' | 'withdrawalReason'>;

export const SummaryPage = () => {
  useDocumentTitle('Investment summary');
  const { SigningStatus } = useFeatureSlots();
  const { hash, state } = useLocation();
  const named = decodeURIComponent(hash.replace(/^#/, ''));
  const load = useOwnInvestments(named);
  // The server never sees the #fragment: the page it drew highlights nothing, and so does the first render here. The
  // signing status, whose code and data come on their own, also waits for the page to be up.
  const isMounted = useIsMounted();
  const highlighted = isMounted ? named : '';
  const first = load.status === 'ready' ? load.investments : null;
  const earlier = useEarlierTransactions(first);
  // A withdrawal made here shows on its card at once, as the server stored it.
  const [withdrawn, setWithdrawn] = useState<Record<string, Withdrawn>>({});
  const [withdrawing, setWithdrawing] = useState<{ id: string; fundName: string } | null>(null);
  const { showFlash } = useFlash();
  const transactions = earlier.transactions.map((t) => {
    const own = withdrawn[t.integrationId];
    return own ? { ...t, ...own, changeRequest: undefined } : t;
  });
  const accounts = first?.accounts ?? [];
  const fundNames = useFundNames();
  // The completion panel names the transaction in the #fragment, so it too waits for the page to be up (a reload keeps
  // the navigation's state, and the server's page has no panel).
  const justSigned = isSignedState(state)
    ? (transactions.find((t) => t.integrationId === highlighted && highlighted !== '') ?? null)
    : null;

  // Just signed: the completion heading, in view below the sticky header (the page's scroll padding) and focused; else
  // the investment the address names.
  const hasSignedPanel = justSigned !== null;
  useEffect(() => {
    if (load.status !== 'ready' || highlighted === '') return;
    const target = document.getElementById(hasSignedPanel ? SIGNED_TITLE_ID : highlighted);
    target?.scrollIntoView({ block: hasSignedPanel ? 'start' : 'center' });
    target?.focus({ preventScroll: true });
  }, [load.status, highlighted, hasSignedPanel]);

  /** One investment's card: the record, the status, the dates reached and the one next action. */
  const card = (transaction: TransactionView) => {
    const status = transactionStatus(transaction);
    const fundName = fundNames[transaction.portalFundSlug] ?? transaction.portalFundSlug;
    const isHighlighted = transaction.integrationId === highlighted;
    const account = accountLine(accounts.find((a) => a.integrationId === transaction.accountIntegrationId));
    // The timeline holds the dates of a signed investment but its start; the others list what they reached.
    const hasTimeline = investmentTimeline(transaction).length > 0;
    const dates = recordDates(transaction).filter((date) => !hasTimeline || !date.isOnTimeline);
    return (
      <li
        key={transaction.integrationId}
        id={transaction.integrationId}
        tabIndex={-1}
        className={[styles.item, isHighlighted && styles.highlighted].filter(Boolean).join(' ')}
        aria-current={isHighlighted ? 'true' : undefined}
      >
        <div>
          <h3 className={styles.fundName}>
            <Link to={`/fund/${transaction.portalFundSlug}`}>{fundName}</Link>
          </h3>
          {account && <p className={styles.account}>{account}</p>}
          <p className={styles.status} data-status={status.status.kind}>
            {status.label}
          </p>
          {status.reason && <p className={styles.reason}>{status.reason}</p>}
          {status.remedy && <p className={styles.reason}>{status.remedy}</p>}
          {transaction.changeRequest && <ChangeRequestNotice request={transaction.changeRequest} />}
          {dates.length > 0 && (
            <ul className={styles.dates} aria-label="Dates">
              {dates.map((date) => (
                <li key={date.label}>
                  {date.label} {formatEasternDate(date.at)}
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className={styles.amount}>{transaction.amount === null ? 'No amount yet' : formatUsd(transaction.amount)}</p>
        {isMounted && SigningStatus && transaction.subscriptionAgreementDocusignId && (
          <div className={styles.signing}>
            <Suspense fallback={null}>
              <SigningStatus transactionIntegrationId={transaction.integrationId} />
            </Suspense>
          </div>
        )}
        <InvestmentTimeline transaction={transaction} label={`What comes next for ${fundName}`} />
        {hasWireInstructions(transaction, status.status) && (
          <WireInstructionsView transactionId={transaction.integrationId} />
        )}
        {status.isInProgress && isStepId(transaction.currentStep) && (
          <ButtonLink
            variant="secondary"
            to={stepPath(transaction.portalFundSlug, transaction.currentStep, transaction.integrationId)}
          >
            {continueLabel(transaction, status.status.kind)}
            <span className="visually-hidden"> {fundName}</span>
          </ButtonLink>
        )}
        {status.canWithdraw && (
          <div className={styles.withdraw}>
            <Button variant="quiet" onClick={() => setWithdrawing({ id: transaction.integrationId, fundName })}>
              Withdraw subscription<span className="visually-hidden"> to {fundName}</span>
            </Button>
          </div>
        )}
      </li>
    );
  };

  return (
    <Page>
      <PageHeading focusKey="summary">Investment summary</PageHeading>
      <Lead>Every investment you have started with us, and where each one stands.</Lead>
      {first && first.facts.transactionCount > 0 && <SummaryTotals facts={first.facts} />}
      {justSigned && (
        <SignedPanel
          transaction={justSigned}
          fundName={fundNames[justSigned.portalFundSlug] ?? 'this fund'}
          account={accountLine(accounts.find((a) => a.integrationId === justSigned.accountIntegrationId))}
        />
      )}
      {load.status === 'loading' && <Loading label="Loading your investments…" />}
      {load.status === 'ready' && transactions.length === 0 && (
        <div className={styles.empty}>
          <p>You have not started an investment yet.</p>
          <ButtonLink variant="primary" to="/">
            See our funds
          </ButtonLink>
        </div>
      )}
      {summaryGroups(transactions, statusOfView).map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`summary-${group.id}`}>
          <h2 id={`summary-${group.id}`} className={styles.groupTitle}>
            {group.title} <span className={styles.groupCount}>({group.items.length})</span>
          </h2>
          <ul className={styles.list}>{group.items.map(card)}</ul>
        </section>
      ))}
      {withdrawing && (
        <Suspense fallback={null}>
          <WithdrawDialog
            transactionId={withdrawing.id}
            fundName={withdrawing.fundName}
            onClose={() => setWithdrawing(null)}
            onWithdrawn={({ transactionIntegrationId, withdrawalDate, withdrawalReason }) => {
              setWithdrawn((before) => ({
                ...before,
                [transactionIntegrationId]: { withdrawalDate, withdrawalReason },
              }));
              setWithdrawing(null);
              showFlash(
                'success',
                `Your subscription to ${withdrawing.fundName} is withdrawn. Investor relations has been told.`,
                'this-page',
              );
            }}
          />
        </Suspense>
      )}
      {first && earlier.hasMore && (
        <div className={styles.more}>
          <p className={styles.count} aria-live="polite">
            Showing {transactions.length} of {first.facts.transactionCount} investments
          </p>
          <Button variant="secondary" isBusy={earlier.isLoading} onClick={earlier.loadMore}>
            Show {TRANSACTIONS_PAGE_SIZE} earlier investments
          </Button>
          {earlier.hasFailed && (
            <p role="alert" className={styles.reason}>
              The earlier investments could not be loaded. Please try again.
            </p>
          )}
        </div>
      )}
    </Page>
  );
};

/** The card's way back into the wizard: the change request's words when the fund sent it back. */
const continueLabel = (transaction: TransactionView, kind: string): string => {
  if (transaction.changeRequest) {
    return transaction.changeRequest.mode === 'resignOnly' ? 'Sign again' : 'Make the changes';
  }
  return kind === 'notEligible' ? 'Review your answers' : 'Continue';
};
