// A co-signer proves they hold the e-mail address the link was sent to (docs/design.md §7) with the code mailed there.
import { type FormEvent, useId, useState } from 'react';
import type { OpenLinkAnswer, SigningView } from '../../../shared/api/signing';
import fieldStyles from '../../components/fields/fields.module.css';
import { Button } from '../../components/ui/button';
import { resendSigningCode } from './api/resend-signing-code';
import { verifySigningCode } from './api/verify-signing-code';
import { errorText } from './error-text';
import styles from './signing.module.css';

const CODE = /^[0-9]{6}$/;

type CoSignerCodeFormProps = { opened: OpenLinkAnswer; onVerified: (view: SigningView) => void };

export const CoSignerCodeForm = ({ opened, onVerified }: CoSignerCodeFormProps) => {
  const id = useId();
  const [code, setCode] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onVerified(await verifySigningCode(opened.signerId, code.trim()));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setError(null);
    setNotice(null);
    try {
      setNotice((await resendSigningCode(opened.signerId)).message);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <form className={styles.section} onSubmit={submit} noValidate>
      <p>
        Hello {opened.signerName}. To make sure it is you, we have e-mailed a 6-digit code to {opened.codeSentTo}.
      </p>
      <div>
        <label className={fieldStyles.label} htmlFor={`${id}-code`}>
          Code from the e-mail
        </label>
        <input
          id={`${id}-code`}
          className={`${fieldStyles.input} ${styles.codeInput}`}
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={!CODE.test(code) || isBusy} isBusy={isBusy}>
          Confirm
        </Button>
        <Button variant="quiet" onClick={resend}>
          Send a new code
        </Button>
      </div>
      {notice && (
        <p className={styles.muted} role="status">
          {notice}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
};
