// A long text to read in place: a named region that scrolls and, being focusable, scrolls from the keyboard too.
import type { ReactNode } from 'react';
import styles from './scroll-text.module.css';

type ScrollTextProps = { label: string; className?: string; children: ReactNode };

export const ScrollText = ({ label, className, children }: ScrollTextProps) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be read.
  <section className={[styles.scrollText, className].filter(Boolean).join(' ')} aria-label={label} tabIndex={0}>
    {children}
  </section>
);
