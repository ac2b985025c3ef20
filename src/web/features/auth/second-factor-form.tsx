// The login's second step (docs/security.md 'Two-step verification'): the six-digit code of the authenticator app,
// or one of the recovery codes. A login that timed out (five minutes, or five wrong codes) starts again.
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Lead, PageHeading } from '../../components/ui/page';
import { isApiError } from '../../lib/api/api-error';
import type { Visitor } from '../../lib/api/api-types';
import { logInSecondFactor } from '../../lib/api/two-step';
import styles from './auth.module.css';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import { TextField } from './text-field';

type SecondFactorFormProps = { onLoggedIn: (visitor: Visitor) => void; onRestart: () => void };

export const SecondFactorForm = ({ onLoggedIn, onRestart }: SecondFactorFormProps) => {
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
        {isRecovery
          ? 'Enter one of the recovery codes you saved when you turned on two-step verification. Each works once.'
          : 'Enter the 6-digit code your authenticator app shows for Investor Portal.'}
      </Lead>
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
    </>
  );
};
