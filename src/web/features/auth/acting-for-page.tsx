// The delegates' switcher (/acting-for; docs/security.md 'Delegates'): the delegate's own account and each investor
// they fill in for. Choosing one sets it on the server's session, like an admin's acting-as; the portal then opens on
// that investor's subscriptions. Drawn on the server from GET /api/acting-for.
import { useEffect, useState } from 'react';
import type { ActingForAnswer } from '../../../shared/api/delegates';
import { Button } from '../../components/ui/button';
import { Lead, Loading, Page, PageHeading } from '../../components/ui/page';
import { isApiError } from '../../lib/api/api-error';
import { ACTING_FOR_PATH, chooseActingFor, loadActingFor } from '../../lib/api/delegates';
import { useLoginRedirect } from '../../lib/session/use-login-redirect';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { useServerBody } from '../../lib/ssr/server-answers';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import styles from './settings.module.css';

export const ActingForPage = () => {
  useDocumentTitle('Whom you fill in for');
  const served = useServerBody<ActingForAnswer>(ACTING_FOR_PATH);
  const toLogin = useLoginRedirect();
  const [answer, setAnswer] = useState<ActingForAnswer | null>(served ?? null);
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null | undefined>(undefined);

  useEffect(() => {
    if (served) return;
    loadActingFor().then(setAnswer, (caught: unknown) => {
      if (isApiError(caught) && caught.status === 401) toLogin(caught.body.redirectPath, '/login');
      else setError(formErrorMessage(caught));
    });
  }, [served, toLogin]);

  const choose = async (delegationId: string | null) => {
    setBusyId(delegationId);
    setError(null);
    try {
      await chooseActingFor(delegationId);
      // Every page reads the new investor from the start (the header, the server-drawn pages).
      window.location.assign('/investment-summary');
    } catch (caught) {
      setError(formErrorMessage(caught));
      setBusyId(undefined);
    }
  };

  return (
    <Page isNarrow>
      <PageHeading focusKey="acting-for">Whom you fill in for</PageHeading>
      <Lead>Choose whose subscriptions you work on. You answer and upload for them; only they can sign.</Lead>
      <FormError message={error} />
      {answer === null ? (
        !error && <Loading />
      ) : (
        <ul className={styles.sessions} aria-label="Accounts">
          <li className={styles.passkey}>
            <span className={styles.device}>
              Your own account
              {answer.current === null && <span className={styles.current}> · Now</span>}
            </span>
            {answer.current !== null && (
              <Button variant="secondary" isBusy={busyId === null} onClick={() => void choose(null)}>
                Back to your own account
              </Button>
            )}
          </li>
          {answer.options.map((option) => (
            <li key={option.delegationId} className={styles.passkey}>
              <span className={styles.device}>
                {option.investorName}
                {answer.current === option.delegationId && <span className={styles.current}> · Now</span>}
              </span>
              <span className={styles.note}>
                {option.investorEmail} · {option.transactionId ? 'One investment' : 'All their investments'}
              </span>
              {answer.current !== option.delegationId && (
                <Button
                  variant="secondary"
                  isBusy={busyId === option.delegationId}
                  onClick={() => void choose(option.delegationId)}
                >
                  Fill in for {option.investorName}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
};
