// The names of the funds the summary lists, by slug, from the funds list (GET /api/funds): one request whatever the
// number of investments, and none when the server drew the page with it. Until then, or when it fails, a fund is
// named by its slug.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FundCard } from '../../../shared/api/funds';
import { FUNDS_PATH, getFunds } from '../../lib/api/get-funds';
import { useServerBody } from '../../lib/ssr/server-answers';

const bySlug = (funds: readonly FundCard[]): Record<string, string> =>
  Object.fromEntries(funds.map((fund) => [fund.slug, fund.name]));

export const useFundNames = (): Record<string, string> => {
  const served = useServerBody<{ funds: FundCard[] }>(FUNDS_PATH);
  const [funds, setFunds] = useState<readonly FundCard[]>(served?.funds ?? []);
  const isServed = useRef(served !== undefined);
  useEffect(() => {
    if (isServed.current) {
      isServed.current = false;
      return;
    }
    const controller = new AbortController();
    getFunds(controller.signal).then(
      (answer) => setFunds(answer.funds),
      () => {
        // The slugs stand in for the names.
      },
    );
    return () => controller.abort();
  }, []);
  return useMemo(() => bySlug(funds), [funds]);
};
