// Pages of a logged-in investor (summary, settings): fresh investments, or the login when nobody is logged in
// (docs/spec.md §8: 401 redirects, the return page is remembered).
import { useEffect, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../api/api-error';
import type { UserInvestmentsView } from '../api/api-types';
import { getUserInvestments, userInvestmentsPath } from '../api/get-user-investments';
import { useServerBody } from '../ssr/server-answers';
import { useFlash } from './flash-context';
import { useInvestments } from './investments-context';
import { useLoginRedirect } from './use-login-redirect';
import { useVisitor } from './visitor-context';

export type OwnInvestments =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; investments: UserInvestmentsView };

/** `transactionId`: a transaction the page names, which comes whichever page of the summary it is on. */
export const useOwnInvestments = (transactionId?: string): OwnInvestments => {
  const { visitor } = useVisitor();
  const { setInvestments } = useInvestments();
  const { showFlash } = useFlash();
  const toLogin = useLoginRedirect();
  const served = useServerBody<UserInvestmentsView>(userInvestmentsPath());
  const [state, setState] = useState<OwnInvestments>(
    served ? { status: 'ready', investments: served } : { status: 'loading' },
  );
  /** The investments came with the page (the server drew it): no first fetch, unless the page names another one. */
  const servedAnswer = useRef(served);
  const isLoggedIn = visitor?.isLoggedIn;

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per login state
  useEffect(() => {
    if (isLoggedIn === undefined) return;
    if (!isLoggedIn) {
      toLogin('/login', '/login');
      return;
    }
    const first = servedAnswer.current;
    servedAnswer.current = undefined;
    if (first && (!transactionId || first.transactions.some((t) => t.integrationId === transactionId))) return;
    let isCurrent = true;
    getUserInvestments({ transactionIntegrationId: transactionId || undefined }).then(
      (investments) => {
        if (!isCurrent) return;
        setInvestments(investments);
        setState({ status: 'ready', investments });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        if (isApiError(error) && error.status === 401) {
          toLogin(error.body.redirectPath, '/login');
          return;
        }
        showFlash('warning', GENERIC_ERROR_MESSAGE, 'this-page');
        setState({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [isLoggedIn]);

  return state;
};
