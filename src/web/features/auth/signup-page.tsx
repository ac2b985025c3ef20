// Sign-up: name, e-mail and a password of at least 8 characters; the new investor is logged in at once.
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Lead, Page, PageHeading } from '../../components/ui/page';
import { isApiError } from '../../lib/api/api-error';
import { signUp } from '../../lib/api/sign-up';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import styles from './auth.module.css';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import { TextField } from './text-field';
import { useAfterLogin } from './use-after-login';

const MIN_PASSWORD = 8;

export const SignupPage = () => {
  useDocumentTitle('Create an account');
  const afterLogin = useAfterLogin(null);
  const [fields, setFields] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const id = useId();
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async () => {
    if (fields.password.length < MIN_PASSWORD) {
      setPasswordError(`Please use at least ${MIN_PASSWORD} characters.`);
      return;
    }
    setPasswordError(undefined);
    setIsBusy(true);
    setError(null);
    try {
      afterLogin(
        await signUp({
          email: fields.email.trim(),
          password: fields.password,
          firstName: fields.firstName.trim(),
          lastName: fields.lastName.trim(),
        }),
      );
    } catch (caught) {
      setError(isApiError(caught) && caught.status === 400 ? 'Please fill in every field.' : formErrorMessage(caught));
      setIsBusy(false);
    }
  };

  return (
    <Page isNarrow>
      <PageHeading focusKey="signup">Create an account</PageHeading>
      <Lead>It takes a minute. You can then invest in any open fund.</Lead>
      <form
        className={styles.form}
        aria-label="Create an account"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <FormError message={error} />
        <TextField
          id={`${id}-first`}
          label="First name"
          autoComplete="given-name"
          required
          value={fields.firstName}
          onChange={set('firstName')}
        />
        <TextField
          id={`${id}-last`}
          label="Last name"
          autoComplete="family-name"
          required
          value={fields.lastName}
          onChange={set('lastName')}
        />
        <TextField
          id={`${id}-email`}
          label="E-mail address"
          type="email"
          autoComplete="email"
          required
          value={fields.email}
          onChange={set('email')}
        />
        <TextField
          id={`${id}-password`}
          label="Password"
          hint={`At least ${MIN_PASSWORD} characters.`}
          type="password"
          autoComplete="new-password"
          required
          value={fields.password}
          onChange={set('password')}
          error={passwordError}
        />
        <Button type="submit" variant="primary" isLarge isFullOnPhone isBusy={isBusy} disabled={isBusy}>
          Create account
        </Button>
      </form>
      <p className={styles.links}>
        <span>
          Already have an account? <Link to="/login">Log in</Link>
        </span>
      </p>
    </Page>
  );
};
