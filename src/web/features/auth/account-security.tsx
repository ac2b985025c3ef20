// The settings page's security part (docs/security.md 'Account settings'): change the password with the current one,
// and the sessions logged in to the account with "Log out everywhere else". Drawn after the page is up: the sessions
// are read by the browser, never part of the server's HTML.
import { useCallback, useEffect, useId, useState } from 'react';
import type { AccountSession } from '../../../shared/api/account-security';
import { formatEasternDateTime } from '../../../shared/domain/eastern-dates';
import { Button } from '../../components/ui/button';
import { changePassword, loadAccountSessions, logOutOtherSessions } from '../../lib/api/account-security';
import { isApiError } from '../../lib/api/api-error';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import styles from './settings.module.css';
import { TextField } from './text-field';

const PasswordForm = ({ onChanged }: { onChanged: () => void }) => {
  const id = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async () => {
    setIsBusy(true);
    setError(null);
    setFields({});
    setDone(null);
    try {
      const answer = await changePassword({ currentPassword, newPassword });
      setCurrentPassword('');
      setNewPassword('');
      setDone(answer.message);
      onChanged();
    } catch (caught) {
      const byField = isApiError(caught) ? (caught.body.fields ?? {}) : {};
      setFields(byField);
      if (Object.keys(byField).length === 0) setError(formErrorMessage(caught));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form
      className={styles.securityForm}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Password
      </h2>
      <FormError message={error} />
      <TextField
        id={`${id}-current`}
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        error={fields.currentPassword}
        onChange={(event) => setCurrentPassword(event.target.value)}
      />
      <TextField
        id={`${id}-new`}
        label="New password"
        hint="At least 8 characters. Every other session is logged out when it changes."
        type="password"
        autoComplete="new-password"
        minLength={8}
        required
        value={newPassword}
        error={fields.newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <Button type="submit" variant="primary" isBusy={isBusy} disabled={isBusy}>
        Change password
      </Button>
      <p role="status" className={styles.done}>
        {done}
      </p>
    </form>
  );
};

const SessionsList = ({ version }: { version: number }) => {
  const id = useId();
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setSessions((await loadAccountSessions()).sessions);
    } catch (caught) {
      setMessage(formErrorMessage(caught));
    }
  }, []);
  // A new version (the password changed, which logs the others out) reads the list again.
  useEffect(() => {
    if (version >= 0) void load();
  }, [load, version]);

  const others = sessions?.filter((session) => !session.isCurrent).length ?? 0;
  const logOutOthers = async () => {
    setIsBusy(true);
    try {
      const { loggedOutSessions } = await logOutOtherSessions();
      setMessage(
        loggedOutSessions === 1 ? 'Logged out 1 other session.' : `Logged out ${loggedOutSessions} other sessions.`,
      );
      await load();
    } catch (caught) {
      setMessage(formErrorMessage(caught));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <section className={styles.securityForm} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Where you are logged in
      </h2>
      {sessions === null && !message && <p className={styles.note}>Loading your sessions…</p>}
      {sessions && (
        <ul className={styles.sessions} aria-label="Sessions">
          {sessions.map((session) => (
            <li key={session.id}>
              <span className={styles.device}>
                {session.device}
                {session.isCurrent && <span className={styles.current}> · This browser</span>}
              </span>
              <span className={styles.note}>
                Logged in {formatEasternDateTime(session.createdAt)}
                {session.ip && ` from ${session.ip}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {others > 0 && (
        <Button variant="secondary" isBusy={isBusy} disabled={isBusy} onClick={() => void logOutOthers()}>
          Log out everywhere else
        </Button>
      )}
      <p role="status" className={styles.done}>
        {message}
      </p>
    </section>
  );
};

export const AccountSecurity = () => {
  const [version, setVersion] = useState(0);
  return (
    <>
      <PasswordForm onChanged={() => setVersion((current) => current + 1)} />
      <SessionsList version={version} />
    </>
  );
};
