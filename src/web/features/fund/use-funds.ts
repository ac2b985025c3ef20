// The funds of the home page (GET /api/funds); a failure shows the generic flash (SPEC §8 fund load failure).
import { useEffect, useRef, useState } from 'react';
import type { FundCard } from '../../../shared/api/funds';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api/api-error';
import { FUNDS_PATH, getFunds } from '../../lib/api/get-funds';
import { useFlash } from '../../lib/session/flash-context';
import { useServerBody } from '../../lib/ssr/server-answers';

export type FundsLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; funds: FundCard[] };

export const useFunds = (): FundsLoad => {
  const { showFlash } = useFlash();
  const served = useServerBody<{ funds: FundCard[] }>(FUNDS_PATH);
  const [load, setLoad] = useState<FundsLoad>(
    served ? { status: 'ready', funds: served.funds } : { status: 'loading' },
  );
  /** The funds came with the page: the first load needs no fetch. */
  const isServed = useRef(served !== undefined);
  useEffect(() => {
    if (isServed.current) {
      isServed.current = false;
      return;
    }
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
