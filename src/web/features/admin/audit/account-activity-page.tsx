// The investor's own page of what administrators did on their account (issue 'Impersonation': the investor sees that
// it happened). Route: /account/activity.
import { useCallback } from 'react';
import { Lead, Loading, Page, PageHeading } from '../../../components/ui/page';
import { useDocumentTitle } from '../../../lib/site/use-document-title';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';
import { Alert } from '../admin-frame';
import { getAccountActivity } from '../api/audit-calls';
import { useAdminLoad } from '../use-admin-load';

export const AccountActivityPage = () => {
  useDocumentTitle('Account activity');
  const { data, error, isLoading } = useAdminLoad(useCallback((signal: AbortSignal) => getAccountActivity(signal), []));
  return (
    <Page isNarrow>
      <PageHeading focusKey="account-activity">Account activity</PageHeading>
      <Lead>When someone from our investor relations team opened your account to help you, it is listed here.</Lead>
      {isLoading && <Loading />}
      {error && <Alert>{error}</Alert>}
      {data && data.entries.length === 0 && <p>No administrator has opened your account.</p>}
      {data && data.entries.length > 0 && (
        <ol className={styles.activity}>
          {data.entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
              <span>{entry.description}</span>
              {entry.adminEmail && <span className={styles.muted}>{entry.adminEmail}</span>}
            </li>
          ))}
        </ol>
      )}
    </Page>
  );
};
