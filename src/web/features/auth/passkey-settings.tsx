// Passkeys in account settings (docs/security.md 'Passkeys'): the passkeys that log in to the account, each with its
// device and when it was last used; add one (the password first, then the browser's own passkey prompt) or remove one.
import { useCallback, useEffect, useId, useState } from 'react';
import type { PasskeyView } from '../../../shared/api/two-step';
import { formatEasternDateTime } from '../../../shared/domain/eastern-dates';
import { Button } from '../../components/ui/button';
import { addPasskey, hasPasskeySupport, loadPasskeys, removePasskey } from '../../lib/api/passkeys';
import { formErrorMessage } from './error-message';
import { PasswordConfirmForm } from './password-confirm-form';
import styles from './settings.module.css';

export const PasskeySettings = () => {
  const id = useId();
  const [passkeys, setPasskeys] = useState<PasskeyView[] | null>(null);
  const [asking, setAsking] = useState<'add' | { remove: PasskeyView } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isSupported, setIsSupported] = useState(false);

  const load = useCallback(async () => {
    try {
      setPasskeys((await loadPasskeys()).passkeys);
    } catch (caught) {
      setMessage(formErrorMessage(caught));
    }
  }, []);
  useEffect(() => {
    setIsSupported(hasPasskeySupport());
    void load();
  }, [load]);

  return (
    <section className={styles.securityForm} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Passkeys
      </h2>
      <p>
        A passkey logs you in with your device’s fingerprint, face or PIN instead of your password and a code. It also
        counts as two-step verification.
      </p>
      {passkeys && passkeys.length > 0 && (
        <ul className={styles.sessions} aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.passkey}>
              <span className={styles.device}>{passkey.name}</span>
              <span className={styles.note}>
                Added {formatEasternDateTime(passkey.createdAt)}
                {passkey.lastUsedAt ? `, last used ${formatEasternDateTime(passkey.lastUsedAt)}` : ', not used yet'}
              </span>
              {asking === null && (
                <Button
                  variant="secondary"
                  aria-label={`Remove the passkey ${passkey.name}`}
                  onClick={() => setAsking({ remove: passkey })}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {asking === null && isSupported && (
        <Button variant="secondary" onClick={() => setAsking('add')}>
          Add a passkey
        </Button>
      )}
      {!isSupported && passkeys !== null && <p className={styles.note}>This browser cannot use passkeys.</p>}
      {asking === 'add' && (
        <PasswordConfirmForm
          label="Add a passkey"
          onCancel={() => setAsking(null)}
          action={async (password) => {
            const added = await addPasskey(password);
            setAsking(null);
            setMessage(`Passkey added: ${added.name}.`);
            await load();
          }}
        />
      )}
      {asking !== null && asking !== 'add' && (
        <PasswordConfirmForm
          label={`Remove ${asking.remove.name}`}
          onCancel={() => setAsking(null)}
          action={async (password) => {
            setPasskeys((await removePasskey(asking.remove.id, password)).passkeys);
            setAsking(null);
            setMessage('Passkey removed.');
          }}
        />
      )}
      <p role="status" className={styles.done}>
        {message}
      </p>
    </section>
  );
};
