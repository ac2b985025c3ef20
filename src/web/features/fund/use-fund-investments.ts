// docs/spec.md §8 on the fund page: the investor's investments (401 redirects to the login; 500 'Portfolio not found'
// creates the portfolio; other failures show the generic flash). Logged-out visitors have none.
import { useEffect, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import { userInvestmentsPath } from '../../lib/api/get-user-investments';
import { loadInvestmentsForFund } from '../../lib/api/load-investments-for-fund';
import { useFlash } from '../../lib/session/flash-context';
import { useInvestments } from '../../lib/session/investments-context';
import { useLoginRedirect } from '../../lib/session/use-login-redirect';
import { useVisitor } from '../../lib/session/visitor-context';
import { useServerBody } from '../../lib/ssr/server-answers';

export const useFundInvestments = (fundSlug: string) => {
  const { visitor } = useVisitor();
  const { investments, setInvestments } = useInvestments();
  const { showFlash } = useFlash();
  const toLogin = useLoginRedirect();
  const isServed = useServerBody(userInvestmentsPath(fundSlug)) !== undefined;
  const [isLoaded, setIsLoaded] = useState(isServed);
  /** The fund whose investments came with the page (InvestmentsProvider holds them): no first fetch. */
  const servedFor = useRef(isServed ? fundSlug : null);
  const isLoggedIn = visitor?.isLoggedIn === true;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload for another fund or another login only
  useEffect(() => {
    if (servedFor.current === fundSlug) {
      servedFor.current = null;
      return;
    }
    setIsLoaded(false);
    if (!isLoggedIn) return;
    let isCurrent = true;
    loadInvestmentsForFund(fundSlug).then(
      (loaded) => {
        if (!isCurrent) return;
        setInvestments(loaded);
        setIsLoaded(true);
      },
      (error: unknown) => {
        if (!isCurrent) return;
        if (isApiError(error) && error.status === 401) {
          toLogin(error.body.redirectPath, `/fund/login/${fundSlug}`);
          return;
        }
        showFlash('warning', GENERIC_ERROR_MESSAGE, 'this-page');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [fundSlug, isLoggedIn]);

  return {
    investments: isLoggedIn && isLoaded ? investments : null,
    isLoading: visitor === null || (isLoggedIn && !isLoaded),
  };
};
