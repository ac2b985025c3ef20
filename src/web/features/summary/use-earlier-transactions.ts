// The summary's transactions, newest first: the answer holds the newest page; 'Show earlier investments' adds the
// next one (GET /api/user-investments?page=n, docs/performance.md 'Answers that stay small').
import { useCallback, useMemo, useState } from 'react';
import { transactionPageCount } from '../../../shared/domain/portfolio-facts';
import type { TransactionView, UserInvestmentsView } from '../../lib/api/api-types';
import { getUserInvestments } from '../../lib/api/get-user-investments';

/**
 * Pages in the order they came (each answered oldest first), newest first on screen. A transaction the page named
 * comes with the first page whatever its age; once its own page is in, it stands there instead.
 */
export const newestFirst = (pages: readonly (readonly TransactionView[])[]): TransactionView[] => {
  const listed = pages.flatMap((page) => [...page].reverse());
  const lastIndex = new Map(listed.map((t, index) => [t.integrationId, index]));
  return listed.filter((t, index) => lastIndex.get(t.integrationId) === index);
};

export const useEarlierTransactions = (first: UserInvestmentsView | null) => {
  const [earlier, setEarlier] = useState<{ for: UserInvestmentsView | null; pages: TransactionView[][] }>({
    for: null,
    pages: [],
  });
  const [isLoading, setIsLoading] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const pages = earlier.for === first ? earlier.pages : [];
  const loaded = 1 + pages.length;
  const hasMore = first !== null && loaded < transactionPageCount(first.facts);

  const loadMore = useCallback(() => {
    if (!first || isLoading) return;
    setIsLoading(true);
    setHasFailed(false);
    getUserInvestments({ page: loaded + 1 }).then(
      (answer) => {
        setEarlier({ for: first, pages: [...pages, answer.transactions] });
        setIsLoading(false);
      },
      () => {
        setHasFailed(true);
        setIsLoading(false);
      },
    );
  }, [first, isLoading, loaded, pages]);

  const transactions = useMemo(() => (first ? newestFirst([first.transactions, ...pages]) : []), [first, pages]);
  return { transactions, hasMore, isLoading, hasFailed, loadMore };
};
