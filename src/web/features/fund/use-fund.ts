// The fund of a fund page (SPEC §7 GET /api/fund/{slug}); a failure shows the generic flash (SPEC §8).
import { useEffect, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import type { FundView } from '../../lib/api/api-types';
import { loadFund } from '../../lib/api/cached-lists';
import { useFlash } from '../../lib/session/flash-context';

export type FundLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed' }
  | { status: 'ready'; view: FundView };

export const useFund = (slug: string): FundLoad => {
  const { showFlash } = useFlash();
  const [load, setLoad] = useState<FundLoad>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    setLoad({ status: 'loading' });
    loadFund(slug).then(
      (view) => isCurrent && setLoad({ status: 'ready', view }),
      (error: unknown) => {
        if (!isCurrent) return;
        if (isApiError(error) && error.status === 404) {
          setLoad({ status: 'notFound' });
          return;
        }
        showFlash('warning', GENERIC_ERROR_MESSAGE, 'this-page');
        setLoad({ status: 'failed' });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [slug, showFlash]);
  return load;
};
