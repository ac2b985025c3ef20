// Everything a step page shows: the fund, the configuration lists and the investor's investments with the
// transaction. Investments already held (the last submit's answer) are used as they are.
import { useEffect, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import type { FundView, TransactionView, UiConfig, UserInvestmentsView } from '../../lib/api/api-types';
import { loadFund, loadUiConfig } from '../../lib/api/cached-lists';
import { loadInvestmentsForFund } from '../../lib/api/load-investments-for-fund';
import { useFlash } from '../../lib/session/flash-context';
import { useInvestments } from '../../lib/session/investments-context';
import { useLoginRedirect } from '../../lib/session/use-login-redirect';

export type StepData =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      fund: FundView;
      uiConfig: UiConfig;
      investments: UserInvestmentsView;
      /** null: the investor has no such transaction. */
      transaction: TransactionView | null;
    };

const findTransaction = (investments: UserInvestmentsView | null, id: string): TransactionView | null =>
  investments?.transactions.find((t) => t.integrationId === id) ?? null;

export const useStepData = (fundSlug: string, transactionId: string): StepData => {
  const { investments, setInvestments } = useInvestments();
  const { showFlash } = useFlash();
  const toLogin = useLoginRedirect();
  const [lists, setLists] = useState<{ fund: FundView; uiConfig: UiConfig } | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  /** The transaction whose investments were fetched for this page. */
  const [fetchedFor, setFetchedFor] = useState<string | null>(null);
  const held = findTransaction(investments, transactionId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only another fund or transaction reloads the page data
  useEffect(() => {
    let isCurrent = true;
    const fail = (error: unknown) => {
      if (!isCurrent) return;
      if (isApiError(error) && error.status === 401) {
        toLogin(error.body.redirectPath, `/fund/login/${fundSlug}`);
        return;
      }
      showFlash('warning', GENERIC_ERROR_MESSAGE, 'this-page');
      setHasFailed(true);
    };
    setHasFailed(false);
    Promise.all([loadFund(fundSlug), loadUiConfig()]).then(([fund, uiConfig]) => {
      if (isCurrent) setLists({ fund, uiConfig });
    }, fail);
    if (held === null) {
      loadInvestmentsForFund(fundSlug).then((loaded) => {
        if (!isCurrent) return;
        setInvestments(loaded);
        setFetchedFor(transactionId);
      }, fail);
    }
    return () => {
      isCurrent = false;
    };
  }, [fundSlug, transactionId]);

  if (hasFailed) return { status: 'failed' };
  if (!lists || !investments || (held === null && fetchedFor !== transactionId)) return { status: 'loading' };
  return { status: 'ready', ...lists, investments, transaction: held };
};
