// The funds list (GET /api/funds) for a page: the server's answer when it drew the page with it, else fetched once.
import { useEffect, useRef, useState } from 'react';
import type { FundCard } from '../../../shared/api/funds';
import { useServerBody } from '../ssr/server-answers';
import { FUNDS_PATH, getFunds } from './get-funds';

export type FundsLoad = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; funds: FundCard[] };

export const useFundsList = (): FundsLoad => {
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
        if (!controller.signal.aborted) setLoad({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);
  return load;
};
