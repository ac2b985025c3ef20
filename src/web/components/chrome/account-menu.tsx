// docs/spec.md §2 account menu with docs/spec.md §6 visibility rules (src/shared/domain/account-menu.ts decides what shows), and the
// delegates' switcher (docs/security.md 'Delegates'), and the back office for an admin the server lets in (docs/admin.md
// 'The way in').
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { accountMenuItems } from '../../../shared/domain/account-menu';
import type { Visitor } from '../../lib/api/api-types';
import { useInvestments } from '../../lib/session/investments-context';
import { useLogOut } from '../../lib/session/use-log-out';
import { Link } from '../ui/link';
import { Avatar } from './avatar';
import styles from './header.module.css';
import { useDisclosure } from './use-disclosure';

type AccountMenuProps = { visitor: Visitor; investorRelationsEmail: string | null };

export const AccountMenu = ({ visitor, investorRelationsEmail }: AccountMenuProps) => {
  const { pathname } = useLocation();
  const { investments } = useInvestments();
  const { logOutNow, isLoggingOut } = useLogOut();
  const { isOpen, toggle, close, containerRef, buttonRef } = useDisclosure<HTMLDivElement>();
  const menuId = useId();
  const user = visitor.user;
  if (!user) return null;

  const items = accountMenuItems({ investments, pathname, now: new Date(), needHelpEmail: investorRelationsEmail });
  const fullName = `${user.firstName} ${user.lastName}`.trim() || user.email1;

  return (
    <div className={styles.accountMenu} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.badge}
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={toggle}
      >
        <Avatar user={user} />
        <span className={styles.badgeName}>{fullName}</span>
        <span className="visually-hidden">: account menu</span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={menuId} className={styles.menuPanel} hidden={!isOpen}>
        {visitor.links.backOffice && (
          <li>
            <Link className={styles.menuItem} to={visitor.links.backOffice} onClick={close}>
              Back office
            </Link>
          </li>
        )}
        {visitor.links.actingFor && (
          <li>
            <Link className={styles.menuItem} to={visitor.links.actingFor} onClick={close}>
              Whom you fill in for
            </Link>
          </li>
        )}
        {items.map((item) => {
          if (item.id === 'logOut') {
            return (
              <li key={item.id}>
                <button type="button" className={styles.menuItem} onClick={logOutNow} disabled={isLoggingOut}>
                  {item.label}
                </button>
              </li>
            );
          }
          if (item.id === 'needHelp' || item.id === 'investorPortal') {
            const href = item.href ?? visitor.links.investorPortal ?? '/investment-summary';
            return (
              <li key={item.id}>
                <a className={styles.menuItem} href={href} onClick={close}>
                  {item.label}
                </a>
              </li>
            );
          }
          return (
            <li key={item.id}>
              <Link className={styles.menuItem} to={item.href ?? '/'} onClick={close}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
};
