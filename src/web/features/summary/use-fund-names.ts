// The names of the funds the summary lists, by slug, from the funds list (GET /api/funds): one request whatever the
// number of investments, and none when the server drew the page with it. Until then, or when it fails, a fund is
// named by its slug.
import { useMemo } from 'react';
import { useFundsList } from '../../lib/api/use-funds-list';

export const useFundNames = (): Record<string, string> => {
  const load = useFundsList();
  return useMemo(
    () => (load.status === 'ready' ? Object.fromEntries(load.funds.map((fund) => [fund.slug, fund.name])) : {}),
    [load],
  );
};
