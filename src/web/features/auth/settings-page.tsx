// docs/spec.md §2 /account/settings: the investor's details as we hold them, then the account's login e-mail, its security
// (two-step verification, passkeys, password, sessions), the e-mails the investor chooses and the people who can fill
// in for them. None of the account's parts shows to an admin acting as the investor or to a delegate.

import { Lead, Loading, Page, PageHeading } from '../../components/ui/page';
import { useOwnInvestments } from '../../lib/session/use-own-investments';
import { useVisitor } from '../../lib/session/visitor-context';
import { siteConfig } from '../../lib/site/site-config';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { useIsMounted } from '../../lib/ssr/use-is-mounted';
import { AccountSecurity } from './account-security';
import { DelegatesSettings } from './delegates-settings';
import { EmailChangeForm } from './email-change-form';
import { formatAddress } from './format-address';
import { NotificationChoices } from './notification-choices';
import { PasskeySettings } from './passkey-settings';
import styles from './settings.module.css';
import { TwoStepSettings } from './two-step-settings';

export const SettingsPage = () => {
  useDocumentTitle('Account settings');
  const { visitor } = useVisitor();
  const load = useOwnInvestments();
  const user = visitor?.user;
  // The security part reads the browser's own sessions; an admin acting as the investor never sees it.
  const isMounted = useIsMounted();
  const profile = load.status === 'ready' ? load.investments : null;
  const rows = [
    { label: 'Name', value: user ? `${user.firstName} ${user.lastName}`.trim() : '' },
    { label: 'E-mail', value: user?.email1 ?? '' },
    { label: 'Preferred first name', value: profile?.preferredName ?? '' },
    { label: 'Mobile phone', value: profile?.mobilePhone ?? '' },
    { label: 'Primary residence', value: profile?.primaryResidence ? formatAddress(profile.primaryResidence) : '' },
  ];
  return (
    <Page isNarrow>
      <PageHeading focusKey="settings">Account settings</PageHeading>
      <Lead>The details we hold for you. They prefill your next subscription.</Lead>
      {load.status === 'loading' ? (
        <Loading />
      ) : (
        <dl className={styles.details}>
          {rows.map((row) => (
            <div key={row.label} className={styles.row}>
              <dt>{row.label}</dt>
              <dd>{row.value || 'Not given yet'}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className={styles.note}>
        To change your name, please write to{' '}
        <a href={`mailto:${siteConfig.contact.email}`}>{siteConfig.contact.email}</a>. We confirm changes to legal
        details before they apply.
      </p>
      {isMounted && !visitor?.adminEmail && !visitor?.delegateEmail && (
        <>
          <EmailChangeForm />
          <TwoStepSettings />
          <PasskeySettings />
          <AccountSecurity />
          <NotificationChoices />
          {!visitor?.links.admin && <DelegatesSettings transactions={profile?.transactions ?? []} />}
        </>
      )}
    </Page>
  );
};
