// Everything a step page shows: the fund, the configuration lists and the investor's investments with the
// transaction. Investments already held (the last submit's answer) are used as they are.
import { useEffect, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import {
  type FlowTransaction,
  type FundView,
  hasFormData,
  type UiConfig,
  type UserInvestmentsView,
} from '../../lib/api/api-types';
import { loadFund, loadUiConfig } from '../../lib/api/cached-lists';
import { fundPath } from '../../lib/api/get-fund';
import { UI_CONFIG_PATH } from '../../lib/api/get-ui-config';
import { userInvestmentsPath } from '../../lib/api/get-user-investments';
import { loadInvestmentsForFund } from '../../lib/api/load-investments-for-fund';
import { useFlash } from '../../lib/session/flash-context';
import { useInvestments } from '../../lib/session/investments-context';
import { useLoginRedirect } from '../../lib/session/use-login-redirect';
import { useServerBody } from '../../lib/ssr/server-answers';

export type StepData =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      fund: FundView;
      uiConfig: UiConfig;
      investments: UserInvestmentsView;
      /** null: the investor has no such transaction. */
      transaction: FlowTransaction | null;
    };

/** The transaction with its form data, which only an answer about it carries (a submit's, this page's load). */
const findTransaction = (investments: UserInvestmentsView | null, id: string): FlowTransaction | null => {
  const found = investments?.transactions.find((t) => t.integrationId === id);
  return found && hasFormData(found) ? found : null;
};

export const useStepData = (fundSlug: string, transactionId: string): StepData => {
  const { investments, setInvestments } = useInvestments();
  const { showFlash } = useFlash();
  const toLogin = useLoginRedirect();
  const servedFund = useServerBody<FundView>(fundPath(fundSlug));
  const servedUiConfig = useServerBody<UiConfig>(UI_CONFIG_PATH);
  const servedInvestments = useServerBody(userInvestmentsPath(fundSlug, transactionId));
  const servedLists = servedFund && servedUiConfig ? { fund: servedFund, uiConfig: servedUiConfig } : null;
  const isServed = servedLists !== null && servedInvestments !== undefined;
  const [lists, setLists] = useState<{ fund: FundView; uiConfig: UiConfig } | null>(servedLists);
  const [hasFailed, setHasFailed] = useState(false);
  /** The transaction whose investments were fetched for this page (by the server, when they came with it). */
  const [fetchedFor, setFetchedFor] = useState<string | null>(isServed ? transactionId : null);
  /** The page's data came with it: the first load needs no fetch. */
  const servedFor = useRef(isServed ? `${fundSlug}/${transactionId}` : null);
  const held = findTransaction(investments, transactionId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only another fund or transaction reloads the page data
  useEffect(() => {
    if (servedFor.current === `${fundSlug}/${transactionId}`) {
      servedFor.current = null;
      return;
    }
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
      loadInvestmentsForFund(fundSlug, transactionId).then((loaded) => {
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
