// Two-step verification in account settings (docs/security.md 'Two-step verification'): turn it on with an
// authenticator app (scan the QR code or type the key, confirm with a first code, save the recovery codes), make new
// recovery codes, or turn it off (not for administrators, who must keep it). The section is `#two-step`, where an
// admin without a second factor is sent.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { TotpSetupAnswer, TwoStepStatus } from '../../../shared/api/two-step';
import { formatEasternDateTime } from '../../../shared/domain/eastern-dates';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api/api-error';
import { getVisitor } from '../../lib/api/get-visitor';
import { confirmTotp, disableTwoStep, loadTwoStep, replaceRecoveryCodes, startTotpSetup } from '../../lib/api/two-step';
import { useVisitor } from '../../lib/session/visitor-context';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import { PasswordConfirmForm } from './password-confirm-form';
import styles from './settings.module.css';
import { TextField } from './text-field';

const fieldErrorOf = (caught: unknown, field: string): string | undefined =>
  isApiError(caught) ? caught.body.fields?.[field] : undefined;

const RecoveryCodes = ({ codes }: { codes: string[] }) => {
  const download = () => {
    const text = `Investor Portal recovery codes\nEach code logs you in once if you lose your authenticator app.\n\n${codes.join('\n')}\n`;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'investor-portal-recovery-codes.txt',
    });
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className={styles.codes}>
      <p>
        <strong>Save these recovery codes now.</strong> Each one logs you in once if you lose your phone. They are not
        shown again.
      </p>
      <ul aria-label="Recovery codes" className={styles.codeList}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={download}>
        Download the codes
      </Button>
    </div>
  );
};

const Setup = ({ onEnabled }: { onEnabled: (codes: string[]) => void }) => {
  const id = useId();
  const [setup, setSetup] = useState<TotpSetupAnswer | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const codeRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (setup) codeRef.current?.focus();
  }, [setup]);

  if (!setup) {
    return (
      <PasswordConfirmForm
        label="Set up an authenticator app"
        action={async (password) => setSetup(await startTotpSetup(password))}
        onDone={() => undefined}
      />
    );
  }
  return (
    <form
      className={styles.inlineForm}
      aria-label="Set up an authenticator app"
      onSubmit={(event) => {
        event.preventDefault();
        setIsBusy(true);
        setError(null);
        setFieldError(undefined);
        confirmTotp(code)
          .then(
            (answer) => onEnabled(answer.recoveryCodes),
            (caught: unknown) => {
              const message = fieldErrorOf(caught, 'code');
              if (message) setFieldError(message);
              else setError(formErrorMessage(caught));
            },
          )
          .finally(() => setIsBusy(false));
      }}
    >
      <h3 ref={codeRef} tabIndex={-1} className={styles.stepTitle}>
        1. Scan this code with your authenticator app
      </h3>
      <p className={styles.note}>
        Google Authenticator, Microsoft Authenticator, 1Password or any app that reads such codes.
      </p>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code for your authenticator app"
        width={176}
        height={176}
      />
      <p className={styles.note}>
        Can&apos;t scan it? Type this key into the app: <code className={styles.secret}>{setup.secret}</code>
      </p>
      <h3 className={styles.stepTitle}>2. Enter the code the app shows</h3>
      <FormError message={error} />
      <TextField
        id={`${id}-code`}
        label="Authentication code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        value={code}
        error={fieldError}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" variant="primary" isBusy={isBusy} disabled={isBusy}>
        Turn on two-step verification
      </Button>
    </form>
  );
};

export const TwoStepSettings = () => {
  const id = useId();
  const { visitor, setVisitor } = useVisitor();
  const [status, setStatus] = useState<TwoStepStatus | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<'disable' | 'codes' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const sectionRef = useRef<HTMLElement>(null);

  const load = useCallback(async () => {
    try {
      setStatus(await loadTwoStep());
    } catch (caught) {
      setMessage(formErrorMessage(caught));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  // Sent here by the link (an admin without a second factor): the section comes into view once drawn.
  useEffect(() => {
    if (status && window.location.hash === '#two-step') sectionRef.current?.scrollIntoView();
  }, [status]);

  const onEnabled = async (recoveryCodes: string[]) => {
    setCodes(recoveryCodes);
    setMessage('Two-step verification is on.');
    await load();
    // An admin's back office opens now: the visitor's links change.
    setVisitor(await getVisitor());
  };

  return (
    <section id="two-step" ref={sectionRef} className={styles.securityForm} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Two-step verification
      </h2>
      {status === null && !message && <p className={styles.note}>Loading…</p>}
      {status && !status.isEnabled && (
        <>
          <p>
            {visitor?.links.twoStepSetup
              ? 'Administrators need two-step verification (an authenticator app or a passkey) before they can use the back office. '
              : ''}
            After your password, logging in will also ask for a code from an authenticator app on your phone, so that
            your password alone is not enough to reach your tax ids and documents.
          </p>
          <Setup onEnabled={(recoveryCodes) => void onEnabled(recoveryCodes)} />
        </>
      )}
      {status?.isEnabled && (
        <>
          <p>
            <strong>On</strong> since {status.confirmedAt ? formatEasternDateTime(status.confirmedAt) : 'now'}, with an
            authenticator app. {status.recoveryCodesLeft} of 10 recovery codes left.
          </p>
          {codes && <RecoveryCodes codes={codes} />}
          {confirming === null && (
            <div className={styles.buttons}>
              <Button variant="secondary" onClick={() => setConfirming('codes')}>
                Make new recovery codes
              </Button>
              {!status.isRequired && (
                <Button variant="secondary" onClick={() => setConfirming('disable')}>
                  Turn off
                </Button>
              )}
            </div>
          )}
          {confirming === 'codes' && (
            <PasswordConfirmForm
              label="Make new recovery codes"
              action={async (password) => setCodes((await replaceRecoveryCodes(password)).recoveryCodes)}
              onDone={() => {
                setConfirming(null);
                setMessage('New recovery codes are ready; the old ones no longer work.');
                void load();
              }}
              onCancel={() => setConfirming(null)}
            />
          )}
          {confirming === 'disable' && (
            <PasswordConfirmForm
              label="Turn off two-step verification"
              action={async (password) => {
                await disableTwoStep(password);
              }}
              onDone={() => {
                setConfirming(null);
                setCodes(null);
                setMessage('Two-step verification is off.');
                void load();
              }}
              onCancel={() => setConfirming(null)}
            />
          )}
        </>
      )}
      <p role="status" className={styles.done}>
        {message}
      </p>
    </section>
  );
};
