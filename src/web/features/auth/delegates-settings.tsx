// The settings page's 'People who can fill in for you' (docs/security.md 'Delegates'): invite someone by e-mail for all
// your investments or one, see who was invited and who accepted, and revoke at once. Checked with the server's own
// schema before it is sent.
import { useEffect, useId, useState } from 'react';
import type { DelegateView } from '../../../shared/api/delegates';
import { formatEasternDateTime } from '../../../shared/domain/eastern-dates';
import type { Transaction } from '../../../shared/domain/entities';
import {
  ALL_INVESTMENTS,
  checkDelegateInvite,
  type DelegateInviteErrors,
  type DelegateInviteValues,
} from '../../../shared/schemas/account/delegate-invite.schema';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api/api-error';
import { inviteDelegate, loadDelegates, revokeDelegate } from '../../lib/api/delegates';
import { useFundsList } from '../../lib/api/use-funds-list';
import authStyles from './auth.module.css';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import styles from './settings.module.css';
import { TextField } from './text-field';

const EMPTY: DelegateInviteValues = { email: '', scope: ALL_INVESTMENTS };
const FIELDS = ['email', 'scope'] as const;
const STATUS_WORDS: Record<DelegateView['status'], string> = {
  invited: 'Invited, not accepted yet',
  active: 'Can fill in for you',
  revoked: 'Revoked',
};

export const DelegatesSettings = ({ transactions }: { transactions: readonly Transaction[] }) => {
  const id = useId();
  const funds = useFundsList();
  const [delegates, setDelegates] = useState<DelegateView[] | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<DelegateInviteErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const idOf = (field: keyof DelegateInviteValues) => `${id}-${field}`;
  const fundName = (slug: string) =>
    (funds.status === 'ready' && funds.funds.find((fund) => fund.slug === slug)?.name) || slug;
  const investmentName = (transactionId: string | null) => {
    if (transactionId === null) return 'All your investments';
    const found = transactions.find((t) => t.integrationId === transactionId);
    return found ? `Your subscription to ${fundName(found.portalFundSlug)}` : 'One investment';
  };

  useEffect(() => {
    loadDelegates()
      .then(({ delegates: listed }) => setDelegates(listed))
      .catch((caught: unknown) => setError(formErrorMessage(caught)));
  }, []);

  /** The messages go under their fields, and the first field with one takes focus, so that it is read out. */
  const showErrors = (found: DelegateInviteErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(idOf(first))?.focus();
  };

  const submit = async () => {
    setError(null);
    setDone(null);
    const checked = checkDelegateInvite(values);
    if (checked.errors) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      setDelegates((await inviteDelegate(checked.values)).delegates);
      setValues(EMPTY);
      setDone(`We have e-mailed ${checked.values.email} a link to accept.`);
    } catch (caught) {
      const byField = isApiError(caught) ? (caught.body.fields ?? {}) : {};
      if (Object.keys(byField).length > 0) showErrors(byField);
      else setError(formErrorMessage(caught));
    } finally {
      setIsBusy(false);
    }
  };

  const revoke = async (delegate: DelegateView) => {
    setError(null);
    setDone(null);
    try {
      setDelegates((await revokeDelegate(delegate.id)).delegates);
      setDone(`${delegate.email} can no longer fill in for you.`);
    } catch (caught) {
      setError(formErrorMessage(caught));
    }
  };

  const shown = delegates?.filter((delegate) => delegate.status !== 'revoked') ?? [];
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
        People who can fill in for you
      </h2>
      <p className={styles.note}>
        A wealth manager, an assistant or a lawyer can answer the questions and upload documents with their own login.
        Only you can sign, and they never see your full tax ids or your account.
      </p>
      <FormError message={error} />
      {delegates === null && !error && <p className={styles.note}>Loading the people you invited…</p>}
      {shown.length > 0 && (
        <ul className={styles.sessions} aria-label="People who can fill in for you">
          {shown.map((delegate) => (
            <li key={delegate.id} className={styles.passkey}>
              <span className={styles.device}>{delegate.email}</span>
              <span className={styles.note}>
                {STATUS_WORDS[delegate.status]} · {investmentName(delegate.transactionId)} · invited{' '}
                {formatEasternDateTime(delegate.invitedAt)}
              </span>
              <Button variant="secondary" onClick={() => void revoke(delegate)}>
                Revoke <span className="visually-hidden">{delegate.email}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        id={idOf('email')}
        label="Their e-mail address"
        type="email"
        autoComplete="off"
        required
        value={values.email}
        error={errors.email}
        onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
      />
      <div className={authStyles.field}>
        <label htmlFor={idOf('scope')} className={authStyles.label}>
          What they can fill in
        </label>
        <select
          id={idOf('scope')}
          className={[authStyles.input, errors.scope && authStyles.invalid].filter(Boolean).join(' ')}
          value={values.scope}
          aria-invalid={errors.scope ? true : undefined}
          aria-describedby={errors.scope ? `${idOf('scope')}-error` : undefined}
          onChange={(event) => setValues((current) => ({ ...current, scope: event.target.value }))}
        >
          <option value={ALL_INVESTMENTS}>All your investments</option>
          {transactions.map((transaction) => (
            <option key={transaction.integrationId} value={transaction.integrationId}>
              {investmentName(transaction.integrationId)}
            </option>
          ))}
        </select>
        {errors.scope && (
          <p id={`${idOf('scope')}-error`} className={authStyles.error}>
            {errors.scope}
          </p>
        )}
      </div>
      <Button type="submit" variant="secondary" isBusy={isBusy} disabled={isBusy}>
        Send the invitation
      </Button>
      <p role="status" className={styles.done}>
        {done}
      </p>
    </form>
  );
};
