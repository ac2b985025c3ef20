// The frame of every back-office page: its heading, the back office's own navigation, and a way back to being
// oneself while acting as an investor.
import type { ReactNode } from 'react';
import { NavLink } from '../../components/ui/nav-link';
import { Page, PageHeading } from '../../components/ui/page';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import styles from './admin.module.css';
import { adminPaths } from './admin-paths';
import { ImpersonationNotice } from './impersonation-notice';

type AdminFrameProps = { title: string; lead?: ReactNode; actions?: ReactNode; children: ReactNode };

export const AdminFrame = ({ title, lead, actions, children }: AdminFrameProps) => {
  useDocumentTitle(`${title} · Back office`);
  return (
    <Page width="wide">
      <nav aria-label="Back office" className={styles.nav}>
        <NavLink to={adminPaths.funds()} end>
          Funds
        </NavLink>
        <NavLink to={adminPaths.verifications()}>Verifications</NavLink>
        <NavLink to={adminPaths.audit()}>Audit log</NavLink>
      </nav>
      <ImpersonationNotice />
      <div className={styles.heading}>
        <div>
          <PageHeading focusKey={title}>{title}</PageHeading>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </Page>
  );
};

export const Alert = ({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) => (
  <div className={`${styles.alert} ${styles[tone]}`} role={tone === 'error' ? 'alert' : 'status'}>
    {children}
  </div>
);
