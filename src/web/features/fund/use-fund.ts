// The fund of a fund page (docs/spec.md §7 GET /api/fund/{slug}); a failure shows the generic flash (docs/spec.md §8).
import { useEffect, useRef, useState } from 'react';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import type { FundView } from '../../lib/api/api-types';
import { loadFund } from '../../lib/api/cached-lists';
import { fundPath } from '../../lib/api/get-fund';
import { useFlash } from '../../lib/session/flash-context';
import { useServerAnswer } from '../../lib/ssr/server-answers';

/** The fund's load as the server read it with the page; loading when it did not. */
const servedLoad = (answer: ReturnType<typeof useServerAnswer>): FundLoad => {
  if (answer?.status === 200) return { status: 'ready', view: answer.body as FundView };
  if (answer?.status === 404) return { status: 'notFound' };
  return { status: 'loading' };
};

export type FundLoad =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'failed' }
  | { status: 'ready'; view: FundView };

export const useFund = (slug: string): FundLoad => {
  const { showFlash } = useFlash();
  const served = servedLoad(useServerAnswer(fundPath(slug)));
  const [load, setLoad] = useState<FundLoad>(served);
  /** The slug whose fund came with the page: its first load needs no fetch. */
  const servedFor = useRef(served.status === 'loading' ? null : slug);
  useEffect(() => {
    if (servedFor.current === slug) {
      servedFor.current = null;
      return;
    }
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
