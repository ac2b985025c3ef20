// Page frame: a centred column (narrow for forms, docs/design.md §3a), a focusable h1, a loading state that is announced.
import { type ReactNode, useEffect, useRef } from 'react';
import styles from './page.module.css';

type PageProps = {
  isNarrow?: boolean;
  /** Wider than a form's column: 'reading' (the data room), 'wide' (the back office's tables). */
  width?: 'reading' | 'wide';
  children: ReactNode;
  className?: string;
};

export const Page = ({ isNarrow = false, width, children, className }: PageProps) => (
  <div
    className={[styles.page, isNarrow && styles.narrow, width && styles[width], className].filter(Boolean).join(' ')}
  >
    {children}
  </div>
);

/** The page's h1; takes focus when `focusKey` changes so that screen readers announce the new screen. */
export const PageHeading = ({ children, focusKey }: { children: ReactNode; focusKey?: string }) => {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusKey !== undefined) ref.current?.focus();
  }, [focusKey]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
};

export const Lead = ({ children }: { children: ReactNode }) => <p className={styles.lead}>{children}</p>;

export const Panel = ({ children, className }: { children: ReactNode; className?: string }) => (
  <div className={[styles.panel, className].filter(Boolean).join(' ')}>{children}</div>
);

export const Loading = ({ label = 'Loading…' }: { label?: string }) => (
  <div className={styles.loading} role="status">
    <span className={styles.loadingDot} aria-hidden="true" />
    {label}
  </div>
);
