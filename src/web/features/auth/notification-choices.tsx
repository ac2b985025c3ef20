// The settings page's e-mail notifications (docs/security.md 'E-mail notifications'): the optional e-mails, each on
// until turned off, and the ones that are always sent. Read by the browser once the page is up.
import { useEffect, useId, useState } from 'react';
import {
  ALWAYS_SENT_MAILS,
  NOTIFICATION_CHOICES,
  type NotificationChoice,
  type NotificationPreferences,
} from '../../../shared/api/notification-preferences';
import { Button } from '../../components/ui/button';
import { loadNotificationPreferences, saveNotificationPreferences } from '../../lib/api/notification-preferences';
import { formErrorMessage } from './error-message';
import styles from './settings.module.css';

const CHOICES = Object.keys(NOTIFICATION_CHOICES) as NotificationChoice[];

export const NotificationChoices = () => {
  const id = useId();
  const [choices, setChoices] = useState<NotificationPreferences | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    loadNotificationPreferences()
      .then(setChoices)
      .catch((caught: unknown) => setMessage(formErrorMessage(caught)));
  }, []);

  const save = async (chosen: NotificationPreferences) => {
    setIsBusy(true);
    setMessage(null);
    try {
      const { message: saved, ...kept } = await saveNotificationPreferences(chosen);
      setChoices(kept);
      setMessage(saved);
    } catch (caught) {
      setMessage(formErrorMessage(caught));
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
        if (choices) void save(choices);
      }}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        E-mail notifications
      </h2>
      {choices === null && !message && <p className={styles.note}>Loading your choices…</p>}
      {choices && (
        <fieldset className={styles.choices}>
          <legend>E-mail me about</legend>
          {CHOICES.map((choice) => (
            <div key={choice} className={styles.choice}>
              <input
                id={`${id}-${choice}`}
                type="checkbox"
                className={styles.checkbox}
                checked={choices[choice]}
                aria-describedby={`${id}-${choice}-hint`}
                onChange={(event) => setChoices({ ...choices, [choice]: event.target.checked })}
              />
              <label htmlFor={`${id}-${choice}`} className={styles.choiceLabel}>
                {NOTIFICATION_CHOICES[choice].label}
              </label>
              <p id={`${id}-${choice}-hint`} className={styles.choiceHint}>
                {NOTIFICATION_CHOICES[choice].hint}
              </p>
            </div>
          ))}
        </fieldset>
      )}
      {choices && (
        <Button type="submit" variant="secondary" isBusy={isBusy} disabled={isBusy}>
          Save e-mail choices
        </Button>
      )}
      <p role="status" className={styles.done}>
        {message}
      </p>
      <div className={styles.note}>
        <p className={styles.alwaysTitle}>Always sent, whatever you choose:</p>
        <ul className={styles.always}>
          {ALWAYS_SENT_MAILS.map((mail) => (
            <li key={mail}>{mail}</li>
          ))}
        </ul>
      </div>
    </form>
  );
};
