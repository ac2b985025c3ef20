// The frame of every back-office page: its heading, the back office's own navigation, and a way back to being
// oneself while acting as an investor.
//
// Why the web's back office is one feature of about 6,200 lines in 80 files (tests aside; docs/architecture.md): its
// pages share this frame, one set of admin API calls (api/), the confirm dialog, the form parts and the formats, and
// answer to one server guard, so splitting it into features would make those a second shared layer. It is laid out in
// rooms instead, each a folder along the server's own seams and held in mind alone (none past about 1,200 lines):
// fund-settings/ (a fund and its page), transaction/ (a subscription's detail and its decisions), data-room/,
// dashboard-and-funnel/, pipeline/, webhooks/, verifications/, screening/, audit/, waiting/ (the 'Waiting for you'
// line).
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
        <NavLink to={adminPaths.screening()}>Screening</NavLink>
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
