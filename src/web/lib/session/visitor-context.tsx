// The visitor of SPEC §3 (GET /api/me), loaded once and replaced after login, sign-up and logout.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { Visitor } from '../api/api-types';
import { getVisitor } from '../api/get-visitor';

export const LOGGED_OUT: Visitor = { isLoggedIn: false, user: null, links: { login: '/login' }, adminEmail: null };

type VisitorContextValue = {
  /** null until the first answer. */
  visitor: Visitor | null;
  setVisitor: (visitor: Visitor) => void;
  refreshVisitor: () => Promise<void>;
};

const VisitorContext = createContext<VisitorContextValue | null>(null);

export const VisitorProvider = ({ children }: { children: ReactNode }) => {
  const [visitor, setVisitor] = useState<Visitor | null>(null);

  const refreshVisitor = useCallback(async () => {
    try {
      setVisitor(await getVisitor());
    } catch {
      // Without an answer the visitor is treated as logged out; pages that need a login ask the server themselves.
      setVisitor(LOGGED_OUT);
    }
  }, []);

  useEffect(() => {
    void refreshVisitor();
  }, [refreshVisitor]);

  const value = useMemo(() => ({ visitor, setVisitor, refreshVisitor }), [visitor, refreshVisitor]);
  return <VisitorContext.Provider value={value}>{children}</VisitorContext.Provider>;
};

export const useVisitor = (): VisitorContextValue => {
  const value = useContext(VisitorContext);
  if (!value) throw new Error('useVisitor needs a VisitorProvider');
  return value;
};
