// The funds of the home page (GET /api/funds); a failure shows the generic flash (SPEC §8 fund load failure).
import { useEffect, useState } from 'react';
import type { FundCard } from '../../../shared/api/funds';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api/api-error';
import { getFunds } from '../../lib/api/get-funds';
import { useFlash } from '../../lib/session/flash-context';

export type FundsLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; funds: FundCard[] };

export const useFunds = (): FundsLoad => {
  const { showFlash } = useFlash();
  const [load, setLoad] = useState<FundsLoad>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getFunds(controller.signal).then(
      ({ funds }) => setLoad({ status: 'ready', funds }),
      () => {
        if (controller.signal.aborted) return;
        showFlash('warning', GENERIC_ERROR_MESSAGE, 'this-page');
        setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [showFlash]);
  return load;
};
