// docs/spec.md §2 header: logo, hamburger menu, account badge, admin banner (and a delegate's), optional scroll progress; tighter past 200px.
// On a desktop-wide screen the site's navigation stands in the bar itself and the hamburger steps aside. An admin the
// server lets into the back office (`links.backOffice`) finds it there too; the back office's layout puts what waits
// for them under the bar (`below`).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useVisitor } from '../../lib/session/visitor-context';
import type { SiteConfig } from '../../lib/site/site-config';
import { Link } from '../ui/link';
import { NavLink } from '../ui/nav-link';
import { AccountMenu } from './account-menu';
import { AdminBanner } from './admin-banner';
import { DelegateBanner } from './delegate-banner';
import styles from './header.module.css';
import { SiteMenu } from './site-menu';
import { useScrollState } from './use-scroll-state';

type HeaderProps = { config: SiteConfig; below?: ReactNode };

export const Header = ({ config, below }: HeaderProps) => {
  const { visitor } = useVisitor();
  const { pathname } = useLocation();
  const { percent, isTight } = useScrollState();
  const isOnLogin = pathname === '/login' || pathname.startsWith('/fund/login/');
  const backOffice = visitor?.links.backOffice;
  const navigation = backOffice
    ? [...config.navigation, { label: 'Back office', href: backOffice }]
    : config.navigation;

  return (
    <header
      className={[styles.header, isTight && styles.tight, backOffice && styles.withBackOffice]
        .filter(Boolean)
        .join(' ')}
      data-tight={isTight}
    >
      {visitor?.adminEmail && <AdminBanner email={visitor.adminEmail} />}
      {visitor?.delegateEmail && visitor.user && <DelegateBanner user={visitor.user} />}
      <div className={styles.bar}>
        <SiteMenu links={navigation} />
        <Link to="/" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true" />
          <span>{config.logoText}</span>
        </Link>
        <nav className={styles.mainNav} aria-label="Main">
          <ul>
            {navigation.map((link) => (
              <li key={link.href}>
                <NavLink className={styles.mainLink} to={link.href} end={link.href !== backOffice}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.account}>
          {visitor?.isLoggedIn ? (
            <AccountMenu visitor={visitor} investorRelationsEmail={config.investorRelationsEmail} />
          ) : (
            visitor !== null &&
            !isOnLogin && (
              <Link className={styles.loginLink} to="/login">
                Log in
              </Link>
            )
          )}
        </div>
      </div>
      {below}
      {config.showScrollProgress && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-label="Page scrolled"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className={styles.progressFill} style={{ width: `${percent}%` }} />
        </div>
      )}
    </header>
  );
};
