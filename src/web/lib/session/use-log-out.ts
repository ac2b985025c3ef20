// docs/spec.md §7/§8 logout: 200 goes where the server says (the fund login when on a fund page); 403 shows the server's
// message; anything else shows 'Unable to logout due to unexpected error'.
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError } from '../api/api-error';
import { logOut } from '../api/log-out';
import { useFlash } from './flash-context';
import { fundSlugInPath } from './fund-slug-in-path';
import { useInvestments } from './investments-context';
import { LOGGED_OUT, useVisitor } from './visitor-context';

export const LOGOUT_FAILED_MESSAGE = 'Unable to logout due to unexpected error';

export const useLogOut = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { setVisitor } = useVisitor();
  const { setInvestments } = useInvestments();
  const { showFlash } = useFlash();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logOutNow = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      const { redirectPath } = await logOut(fundSlugInPath(pathname) ?? undefined);
      setVisitor(LOGGED_OUT);
      setInvestments(null);
      navigate(redirectPath || '/login');
    } catch (error) {
      const isForbidden = isApiError(error) && error.status === 403;
      showFlash('warning', isForbidden ? error.body.message : LOGOUT_FAILED_MESSAGE, 'this-page');
    } finally {
      setIsLoggingOut(false);
    }
  }, [pathname, navigate, setVisitor, setInvestments, showFlash]);

  return { logOutNow, isLoggingOut };
};
