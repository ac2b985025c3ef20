// Password reset, first half: the e-mail address; the server always answers the same (it never says who exists).
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Lead, Page, PageHeading, Panel } from '../../components/ui/page';
import { requestPasswordReset } from '../../lib/api/request-password-reset';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import styles from './auth.module.css';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import { TextField } from './text-field';

export const PasswordResetPage = () => {
  useDocumentTitle('Reset your password');
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const id = useId();

  const onSubmit = async () => {
    setIsBusy(true);
    setError(null);
    try {
      setDone((await requestPasswordReset(email.trim())).message);
    } catch (caught) {
      setError(formErrorMessage(caught));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Page isNarrow>
      <PageHeading focusKey="password-reset">Reset your password</PageHeading>
      {done ? (
        <Panel>
          <p role="status">{done}</p>
          <Link to="/login">Back to log in</Link>
        </Panel>
      ) : (
        <>
          <Lead>We will e-mail you a link to choose a new password. It works for one hour.</Lead>
          <form
            className={styles.form}
            aria-label="Reset your password"
            onSubmit={(event) => {
              event.preventDefault();
              void onSubmit();
            }}
          >
            <FormError message={error} />
            <TextField
              id={`${id}-email`}
              label="E-mail address"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" variant="primary" isLarge isFullOnPhone isBusy={isBusy} disabled={isBusy}>
              Send the link
            </Button>
          </form>
        </>
      )}
    </Page>
  );
};
