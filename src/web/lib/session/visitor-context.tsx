// The visitor of docs/spec.md §3 (GET /api/me), loaded once and replaced after login, sign-up and logout.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { Visitor } from '../api/api-types';
import { getVisitor, VISITOR_PATH } from '../api/get-visitor';
import { useServerBody } from '../ssr/server-answers';

export const LOGGED_OUT: Visitor = { isLoggedIn: false, user: null, links: { login: '/login' }, adminEmail: null };

type VisitorContextValue = {
  /** null until the first answer. */
  visitor: Visitor | null;
  setVisitor: (visitor: Visitor) => void;
  refreshVisitor: () => Promise<void>;
};

const VisitorContext = createContext<VisitorContextValue | null>(null);

export const VisitorProvider = ({ children }: { children: ReactNode }) => {
  const fromServer = useServerBody<Visitor>(VISITOR_PATH);
  const [visitor, setVisitor] = useState<Visitor | null>(fromServer ?? null);
  const isFromServer = useRef(fromServer !== undefined);

  const refreshVisitor = useCallback(async () => {
    try {
      setVisitor(await getVisitor());
    } catch {
      // Without an answer the visitor is treated as logged out; pages that need a login ask the server themselves.
      setVisitor(LOGGED_OUT);
    }
  }, []);

  useEffect(() => {
    // The visitor that came with the page is current; any later mount asks again.
    if (isFromServer.current) {
      isFromServer.current = false;
      return;
    }
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
