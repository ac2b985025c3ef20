// The password again, in place, before a change to how the account logs in (two-step verification, passkeys): the
// form names its action, says why under the field when the password is wrong, and may be cancelled.
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api/api-error';
import { passkeyErrorMessage } from './passkey-error';
import styles from './settings.module.css';
import { TextField } from './text-field';

type PasswordConfirmFormProps = {
  label: string;
  /** Done with the password; a failure is shown under the field (the server's `fields.password`) or as it says. */
  action: (password: string) => Promise<void>;
  onDone?: () => void;
  /** Without it, no Cancel button. */
  onCancel?: () => void;
};

export const PasswordConfirmForm = ({ label, action, onDone, onCancel }: PasswordConfirmFormProps) => {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  return (
    <form
      className={styles.inlineForm}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        setIsBusy(true);
        setError(undefined);
        action(password)
          .then(onDone, (caught: unknown) =>
            setError((isApiError(caught) && caught.body.fields?.password) || passkeyErrorMessage(caught)),
          )
          .finally(() => setIsBusy(false));
      }}
    >
      <TextField
        id={`${id}-password`}
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className={styles.buttons}>
        <Button type="submit" variant="primary" isBusy={isBusy} disabled={isBusy}>
          {label}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
};
