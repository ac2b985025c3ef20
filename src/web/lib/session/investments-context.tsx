// The logged-in investor's investments: the account menu's rules read them (docs/spec.md §6) and the wizard keeps them fresh
// with every answer of the submit call, so moving to the next step needs no extra request.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { UserInvestmentsView } from '../api/api-types';
import { getUserInvestments } from '../api/get-user-investments';
import { useServerBodyLike } from '../ssr/server-answers';
import { useVisitor } from './visitor-context';

type InvestmentsContextValue = {
  /** null while logged out or not loaded yet. */
  investments: UserInvestmentsView | null;
  setInvestments: (investments: UserInvestmentsView | null) => void;
};

const InvestmentsContext = createContext<InvestmentsContextValue | null>(null);

export const InvestmentsProvider = ({ children }: { children: ReactNode }) => {
  const { visitor } = useVisitor();
  const fromServer = useServerBodyLike<UserInvestmentsView>('/api/user-investments');
  const [investments, setInvestmentsState] = useState<UserInvestmentsView | null>(fromServer ?? null);
  const userId = visitor?.isLoggedIn ? (visitor.user?.id ?? null) : null;
  /** The user whose investments came with the page: the first load needs no fetch. */
  const servedFor = useRef(fromServer === undefined ? null : userId);

  useEffect(() => {
    if (userId === null) {
      setInvestmentsState(null);
      return;
    }
    if (userId === servedFor.current) {
      servedFor.current = null;
      return;
    }
    const controller = new AbortController();
    getUserInvestments({}, controller.signal).then(
      // A page that loaded (or changed) the investments meanwhile holds the fresher copy.
      (loaded) => setInvestmentsState((current) => current ?? loaded),
      () => {
        // The menu then shows only the items that need no investments; pages report their own failures.
      },
    );
    return () => controller.abort();
  }, [userId]);

  const setInvestments = useCallback((next: UserInvestmentsView | null) => setInvestmentsState(next), []);
  const value = useMemo(() => ({ investments, setInvestments }), [investments, setInvestments]);
  return <InvestmentsContext.Provider value={value}>{children}</InvestmentsContext.Provider>;
};

export const useInvestments = (): InvestmentsContextValue => {
  const value = useContext(InvestmentsContext);
  if (!value) throw new Error('useInvestments needs an InvestmentsProvider');
  return value;
};
