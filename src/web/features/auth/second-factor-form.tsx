// The login's second step (docs/security.md 'Two-step verification'): the six-digit code of the authenticator app,
// or one of the recovery codes, or a passkey, as the account has them. A login that timed out (five minutes, or five
// wrong codes) starts again.
import { useId, useState } from 'react';
import type { SecondFactorNeeded } from '../../../shared/api/two-step';
import { Button } from '../../components/ui/button';
import { Lead, PageHeading } from '../../components/ui/page';
import { isApiError } from '../../lib/api/api-error';
import type { Visitor } from '../../lib/api/api-types';
import { logInWithPasskey } from '../../lib/api/passkeys';
import { logInSecondFactor } from '../../lib/api/two-step';
import styles from './auth.module.css';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import { passkeyErrorMessage } from './passkey-error';
import { TextField } from './text-field';

type SecondFactorFormProps = {
  /** What the account has: the app's codes and recovery codes, passkeys, or both. */
  methods: SecondFactorNeeded['methods'];
  onLoggedIn: (visitor: Visitor) => void;
  onRestart: () => void;
};

export const SecondFactorForm = ({ methods, onLoggedIn, onRestart }: SecondFactorFormProps) => {
  const hasCodes = methods.includes('totp');
  const hasPasskey = methods.includes('passkey');
  const [isPasskeyBusy, setIsPasskeyBusy] = useState(false);
  const onPasskey = async () => {
    setIsPasskeyBusy(true);
    setError(null);
    try {
      onLoggedIn(await logInWithPasskey());
    } catch (caught) {
      setError(passkeyErrorMessage(caught));
      setIsPasskeyBusy(false);
    }
  };
  const id = useId();
  const [isRecovery, setIsRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);

  const submit = async () => {
    setIsBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      onLoggedIn(await logInSecondFactor(isRecovery ? { recoveryCode: code.trim() } : { code: code.trim() }));
    } catch (caught) {
      setIsBusy(false);
      if (isApiError(caught) && caught.status === 401) {
        onRestart();
        return;
      }
      const byField = isApiError(caught) ? caught.body.fields : undefined;
      const message = byField?.code ?? byField?.recoveryCode;
      if (message) setFieldError(message);
      else setError(formErrorMessage(caught));
    }
  };

  return (
    <>
      <PageHeading focusKey={`second-factor-${isRecovery}`}>Two-step verification</PageHeading>
      <Lead>
        {!hasCodes
          ? 'Use your passkey to finish logging in.'
          : isRecovery
            ? 'Enter one of the recovery codes you saved when you turned on two-step verification. Each works once.'
            : 'Enter the 6-digit code your authenticator app shows for Investor Portal.'}
      </Lead>
      {!hasCodes && <FormError message={error} />}
      {hasPasskey && (
        <p>
          <Button
            variant={hasCodes ? 'secondary' : 'primary'}
            isLarge
            isFullOnPhone
            isBusy={isPasskeyBusy}
            onClick={() => void onPasskey()}
          >
            Use a passkey
          </Button>
        </p>
      )}
      {hasCodes && (
        <form
          className={styles.form}
          aria-label="Two-step verification"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormError message={error} />
          <TextField
            key={String(isRecovery)}
            id={`${id}-${isRecovery ? 'recovery' : 'code'}`}
            label={isRecovery ? 'Recovery code' : 'Authentication code'}
            inputMode={isRecovery ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            pattern={isRecovery ? undefined : '[0-9 ]{6,7}'}
            maxLength={isRecovery ? 11 : 7}
            required
            value={code}
            error={fieldError}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variant="primary" isLarge isFullOnPhone isBusy={isBusy} disabled={isBusy}>
            Verify and log in
          </Button>
        </form>
      )}
      {hasCodes && (
        <p className={styles.links}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setIsRecovery((current) => !current);
              setCode('');
              setFieldError(undefined);
            }}
          >
            {isRecovery ? 'Use the authenticator app instead' : 'Lost your phone? Use a recovery code'}
          </button>
        </p>
      )}
    </>
  );
};
