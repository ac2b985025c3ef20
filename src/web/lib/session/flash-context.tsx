// The flash messages of docs/spec.md §4 (success on CONFIRM_MOI) and §8 (warnings), shared by every page.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  addFlash,
  type Flash,
  type FlashKind,
  type FlashLifetime,
  flashesAfterPageChange,
  newFlash,
} from './flash-queue';

type FlashContextValue = {
  flashes: Flash[];
  /** 'next-page' when the caller navigates right after (the default), 'this-page' when it stays. */
  showFlash: (kind: FlashKind, text: string, lifetime?: FlashLifetime) => void;
  dismissFlash: (id: number) => void;
};

const FlashContext = createContext<FlashContextValue | null>(null);

export const FlashProvider = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const [flashes, setFlashes] = useState<Flash[]>([]);
  const nextId = useRef(1);
  const lastPathname = useRef(pathname);

  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    setFlashes((current) => flashesAfterPageChange(current));
  }, [pathname]);

  const showFlash = useCallback((kind: FlashKind, text: string, lifetime: FlashLifetime = 'next-page') => {
    const id = nextId.current++;
    setFlashes((current) => addFlash(current, newFlash(id, kind, text, lifetime)));
  }, []);
  const dismissFlash = useCallback((id: number) => setFlashes((current) => current.filter((f) => f.id !== id)), []);

  const value = useMemo(() => ({ flashes, showFlash, dismissFlash }), [flashes, showFlash, dismissFlash]);
  return <FlashContext.Provider value={value}>{children}</FlashContext.Provider>;
};

export const useFlash = (): FlashContextValue => {
  const value = useContext(FlashContext);
  if (!value) throw new Error('useFlash needs a FlashProvider');
  return value;
};
