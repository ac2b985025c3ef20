// A table wider than a phone scrolls sideways inside its own box; the box takes the keyboard's focus so the arrow keys
// reach the columns out of view (WCAG 2.1.1), and is named so a screen reader says what it holds.
import type { ReactNode } from 'react';
import styles from './admin.module.css';

export const ScrollingTable = ({ label, children }: { label: string; children: ReactNode }) => (
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable from the keyboard.
  <section className={`${styles.tableWrap} ${styles.scrollRegion}`} aria-label={label} tabIndex={0}>
    {children}
  </section>
);
