// Step-up in the page (docs/security.md): a sensitive call the server refuses with `stepUp` opens a dialog that asks
// for the password (or a code of the authenticator app); once confirmed, the call is made again. Cancelling gives up
// with the server's message.
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { isApiError } from '../../lib/api/api-error';
import { confirmIdentity, isStepUpNeeded } from '../../lib/api/confirm-identity';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import styles from './step-up.module.css';

type Pending = { resolve: () => void; reject: () => void };

export const useStepUp = (): {
  /** Runs `call`; when the server asks for a step-up, asks the user and runs it once more. */
  withStepUp: <T>(call: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} => {
  const id = useId();
  const pending = useRef<Pending | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [isCode, setIsCode] = useState(false);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const withStepUp = useCallback(async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (failure) {
      if (!isStepUpNeeded(failure)) throw failure;
      setSecret('');
      setError(null);
      setIsOpen(true);
      await new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject: () => reject(failure) };
      });
      return call();
    }
  }, []);

  const close = () => {
    setIsOpen(false);
    pending.current?.reject();
    pending.current = null;
  };
  const submit = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await confirmIdentity(isCode ? { code: secret.trim() } : { password: secret });
      setIsOpen(false);
      pending.current?.resolve();
      pending.current = null;
    } catch (failure) {
      setError((isApiError(failure) && Object.values(failure.body.fields ?? {})[0]) || (failure as Error).message);
    } finally {
      setIsBusy(false);
    }
  };

  const inputId = `${id}-secret`;
  const dialog = (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title="Confirm it is you"
      actions={
        <>
          <Button onClick={close}>Cancel</Button>
          <Button variant="primary" type="submit" form={`${id}-form`} isBusy={isBusy} disabled={isBusy}>
            Confirm
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>
          This needs your {isCode ? 'authenticator app' : 'password'} again. You won’t be asked again for ten minutes.
        </p>
        <label htmlFor={inputId} className={styles.label}>
          {isCode ? 'Authentication code' : 'Your password'}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type={isCode ? 'text' : 'password'}
          inputMode={isCode ? 'numeric' : undefined}
          autoComplete={isCode ? 'one-time-code' : 'current-password'}
          required
          value={secret}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setSecret(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        )}
        <button
          type="button"
          className={styles.switch}
          onClick={() => {
            setIsCode((current) => !current);
            setSecret('');
            setError(null);
          }}
        >
          {isCode ? 'Use your password instead' : 'Use a code of your authenticator app instead'}
        </button>
      </form>
    </Dialog>
  );
  return { withStepUp, dialog };
};
