// The settings page's login e-mail (docs/security.md 'Account settings'): the new address and the current password,
// checked with the server's own schema before they are sent. Nothing changes until the link mailed to the new address
// is opened (confirm-email-page.tsx).
import { useId, useState } from 'react';
import {
  checkEmailChange,
  type EmailChangeErrors,
  type EmailChangeValues,
} from '../../../shared/schemas/account/email-change.schema';
import { Button } from '../../components/ui/button';
import { requestEmailChange } from '../../lib/api/account-email';
import { isApiError } from '../../lib/api/api-error';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import styles from './settings.module.css';
import { TextField } from './text-field';

const EMPTY: EmailChangeValues = { newEmail: '', currentPassword: '' };
const FIELDS = ['newEmail', 'currentPassword'] as const;

export const EmailChangeForm = () => {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<EmailChangeErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const idOf = (field: keyof EmailChangeValues) => `${id}-${field}`;

  /** The messages go under their fields, and the first field with one takes focus, so that it is read out. */
  const showErrors = (found: EmailChangeErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = async () => {
    setError(null);
    setDone(null);
    const checked = checkEmailChange(values);
    if (checked.errors) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      const answer = await requestEmailChange(checked.values);
      setValues(EMPTY);
      setDone(answer.message);
    } catch (caught) {
      const byField = isApiError(caught) ? (caught.body.fields ?? {}) : {};
      if (Object.keys(byField).length > 0) showErrors(byField);
      else setError(formErrorMessage(caught));
    } finally {
      setIsBusy(false);
    }
  };

  const set = (field: keyof EmailChangeValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form
      className={styles.securityForm}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Login e-mail
      </h2>
      <p className={styles.note}>
        A new address replaces the one you log in with once you open the link we send there. We tell your current
        address too.
      </p>
      <FormError message={error} />
      <TextField
        id={idOf('newEmail')}
        label="New e-mail address"
        type="email"
        autoComplete="email"
        required
        value={values.newEmail}
        error={errors.newEmail}
        onChange={set('newEmail')}
      />
      <TextField
        id={idOf('currentPassword')}
        label="Password"
        hint="Your current password, to make sure it is you."
        type="password"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        error={errors.currentPassword}
        onChange={set('currentPassword')}
      />
      <Button type="submit" variant="secondary" isBusy={isBusy} disabled={isBusy}>
        Send the confirmation link
      </Button>
      <p role="status" className={styles.done}>
        {done}
      </p>
    </form>
  );
};
