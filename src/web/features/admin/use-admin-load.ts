// Loads what a back-office page shows. A visitor who is not logged in goes to the login page; an investor is told
// the page is for administrators (the server refuses them anyway: 403); an admin without a second factor is sent to set
// one up.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../lib/api/api-error';
import { messageOf } from './error-text';

export const ADMINS_ONLY = 'This page is for administrators.';

export type AdminLoad<T> = {
  data: T | null;
  error: string | null;
  isLoading: boolean;
  reload: () => void;
  setData: (data: T) => void;
};

/** `served`: the answer the server drew the page from (server-pages.ts); the first load is then skipped. */
export const useAdminLoad = <T>(load: (signal: AbortSignal) => Promise<T>, served?: T): AdminLoad<T> => {
  const navigate = useNavigate();
  const [data, setData] = useState<T | null>(served ?? null);
  const [error, setError] = useState<string | null>(null);
  const [isLoading, setIsLoading] = useState(served === undefined);
  const [round, setRound] = useState(0);
  const isServed = useRef(served !== undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `round` asks for the same load again.
  useEffect(() => {
    if (isServed.current) {
      isServed.current = false;
      return;
    }
    const controller = new AbortController();
    setIsLoading(true);
    load(controller.signal)
      .then((loaded) => {
        setData(loaded);
        setError(null);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(failure) && failure.status === 401) {
          navigate(failure.body.redirectPath ?? '/login', { replace: true });
          return;
        }
        // An admin without a second factor sets one up first (docs/security.md 'Two-step verification').
        if (isApiError(failure) && failure.status === 403 && failure.body.redirectPath) {
          navigate(failure.body.redirectPath, { replace: true });
          return;
        }
        setError(isApiError(failure) && failure.status === 403 ? ADMINS_ONLY : messageOf(failure));
      })
      .finally(() => {
        if (!controller.signal.aborted) setIsLoading(false);
      });
    return () => controller.abort();
  }, [load, navigate, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, isLoading, reload, setData };
};
