// Password reset, second half: the link from the e-mail (/reset-password?token=…) and a new password.
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Lead, Page, PageHeading, Panel } from '../../components/ui/page';
import { confirmPasswordReset } from '../../lib/api/confirm-password-reset';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import styles from './auth.module.css';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import { TextField } from './text-field';

const MIN_PASSWORD = 8;

export const ResetPasswordPage = () => {
  useDocumentTitle('Choose a new password');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const id = useId();

  const onSubmit = async () => {
    if (password.length < MIN_PASSWORD) {
      setError(`Please use at least ${MIN_PASSWORD} characters.`);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      setDone((await confirmPasswordReset(token, password)).message);
    } catch (caught) {
      setError(formErrorMessage(caught));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Page isNarrow>
      <PageHeading focusKey="reset-password">Choose a new password</PageHeading>
      {done ? (
        <Panel>
          <p role="status">{done}</p>
          <Link to="/login">Log in</Link>
        </Panel>
      ) : (
        <>
          <Lead>Your new password replaces the old one everywhere you are logged in.</Lead>
          <form
            className={styles.form}
            aria-label="Choose a new password"
            onSubmit={(event) => {
              event.preventDefault();
              void onSubmit();
            }}
          >
            <FormError message={error} />
            <TextField
              id={`${id}-password`}
              label="New password"
              hint={`At least ${MIN_PASSWORD} characters.`}
              type="password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Button
              type="submit"
              variant="primary"
              isLarge
              isFullOnPhone
              isBusy={isBusy}
              disabled={isBusy || token === ''}
            >
              Save the new password
            </Button>
          </form>
        </>
      )}
    </Page>
  );
};
