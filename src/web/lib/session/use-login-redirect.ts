// docs/spec.md §8 401: remember where the investor was (the post-login URL), or the page given in its place, and go to the
// login the server names.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { browserStorage } from '../storage/browser-storage';
import { rememberPostLoginUrl } from './post-login-url';

export const useLoginRedirect = () => {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (redirectPath: string | undefined, fallback: string, returnTo?: string) => {
      rememberPostLoginUrl(browserStorage(), returnTo ?? `${location.pathname}${location.search}${location.hash}`);
      navigate(redirectPath ?? fallback, { replace: true });
    },
    [location, navigate],
  );
};
