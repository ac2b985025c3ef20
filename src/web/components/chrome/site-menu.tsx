// The hamburger menu of docs/spec.md §2: the site's navigation from its configuration.
import { useId } from 'react';
import type { NavLink as NavItem } from '../../lib/site/site-config';
import { NavLink } from '../ui/nav-link';
import styles from './header.module.css';
import { useDisclosure } from './use-disclosure';

export const SiteMenu = ({ links }: { links: readonly NavItem[] }) => {
  const { isOpen, toggle, close, containerRef, buttonRef } = useDisclosure<HTMLDivElement>();
  const panelId = useId();
  return (
    <div className={styles.siteMenu} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.hamburger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span className={styles.hamburgerLines} aria-hidden="true" />
        <span className="visually-hidden">Menu</span>
      </button>
      <nav id={panelId} className={styles.sitePanel} aria-label="Site" hidden={!isOpen}>
        <ul>
          {links.map((link) => (
            <li key={link.href}>
              <NavLink className={styles.menuItem} to={link.href} onClick={close} end>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
};
