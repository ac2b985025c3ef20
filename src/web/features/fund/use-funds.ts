// The funds of the home page (GET /api/funds); a failure shows the generic flash (docs/spec.md §8 fund load failure).
import { useEffect } from 'react';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api/api-error';
import { type FundsLoad, useFundsList } from '../../lib/api/use-funds-list';
import { useFlash } from '../../lib/session/flash-context';

export type { FundsLoad };

export const useFunds = (): FundsLoad => {
  const { showFlash } = useFlash();
  const load = useFundsList();
  useEffect(() => {
    if (load.status === 'failed') showFlash('warning', GENERIC_ERROR_MESSAGE, 'this-page');
  }, [load.status, showFlash]);
  return load;
};
