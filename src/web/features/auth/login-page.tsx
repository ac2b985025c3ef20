// docs/spec.md §2 /login and /fund/login/{slug}: e-mail and password. docs/spec.md §8: with a remembered page and a redirect in the
// URL, the portal login hands over to that fund's login. With two-step verification on, the code comes next.
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LOGIN_CHALLENGE_ENDED, type SecondFactorNeeded } from '../../../shared/api/two-step';
import { Button } from '../../components/ui/button';
import { Link } from '../../components/ui/link';
import { Lead, Page, PageHeading } from '../../components/ui/page';
import type { FundView } from '../../lib/api/api-types';
import { loadFund } from '../../lib/api/cached-lists';
import { logIn } from '../../lib/api/log-in';
import { hasPasskeySupport, logInWithPasskey } from '../../lib/api/passkeys';
import { isSecondFactorNeeded } from '../../lib/api/two-step';
import { fundLoginRedirect, peekPostLoginUrl } from '../../lib/session/post-login-url';
import { useAccent } from '../../lib/site/use-accent';
import { useDocumentTitle } from '../../lib/site/use-document-title';
import { browserStorage } from '../../lib/storage/browser-storage';
import styles from './auth.module.css';
import { formErrorMessage } from './error-message';
import { FormError } from './form-error';
import { passkeyErrorMessage } from './passkey-error';
import { SecondFactorForm } from './second-factor-form';
import { TextField } from './text-field';
import { useAfterLogin } from './use-after-login';

const useFundOf = (slug: string | null): FundView | null => {
  const [view, setView] = useState<FundView | null>(null);
  useEffect(() => {
    if (!slug) return;
    loadFund(slug).then(setView, () => setView(null));
  }, [slug]);
  return view;
};

export const LoginPage = () => {
  const { slug } = useParams();
  const fundSlug = slug?.toLowerCase() ?? null;
  const { search } = useLocation();
  const navigate = useNavigate();
  const fund = useFundOf(fundSlug);
  const afterLogin = useAfterLogin(fundSlug);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [secondStep, setSecondStep] = useState<SecondFactorNeeded | null>(null);
  const id = useId();
  useAccent(fund?.fund.hexColor);
  useDocumentTitle(fund ? `Log in · ${fund.fund.name}` : 'Log in');

  useEffect(() => {
    if (fundSlug) return;
    const fundLogin = fundLoginRedirect(peekPostLoginUrl(browserStorage()), search);
    if (fundLogin) navigate(fundLogin, { replace: true });
  }, [fundSlug, search, navigate]);

  // A passkey logs in on its own (docs/security.md 'Passkeys'); offered where the browser can use one.
  const [canUsePasskey, setCanUsePasskey] = useState(false);
  const [isPasskeyBusy, setIsPasskeyBusy] = useState(false);
  useEffect(() => setCanUsePasskey(hasPasskeySupport()), []);
  const onPasskey = async () => {
    setIsPasskeyBusy(true);
    setError(null);
    try {
      afterLogin(await logInWithPasskey());
    } catch (caught) {
      setError(passkeyErrorMessage(caught));
      setIsPasskeyBusy(false);
    }
  };

  const onSubmit = async () => {
    setIsBusy(true);
    setError(null);
    try {
      const answer = await logIn({ email: email.trim(), password });
      if (isSecondFactorNeeded(answer)) {
        setSecondStep(answer);
        setIsBusy(false);
        return;
      }
      afterLogin(answer);
    } catch (caught) {
      setError(formErrorMessage(caught));
      setIsBusy(false);
    }
  };

  if (secondStep) {
    return (
      <Page isNarrow>
        <SecondFactorForm
          methods={secondStep.methods}
          onLoggedIn={afterLogin}
          onRestart={() => {
            setSecondStep(null);
            setPassword('');
            setError(LOGIN_CHALLENGE_ENDED);
          }}
        />
      </Page>
    );
  }

  return (
    <Page isNarrow>
      <PageHeading focusKey={`login-${fundSlug ?? ''}`}>
        {fund ? `Log in to invest in ${fund.fund.name}` : 'Log in'}
      </PageHeading>
      <Lead>Welcome back. Log in to continue your investments.</Lead>
      <form
        className={styles.form}
        aria-label="Log in"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
      >
        <FormError message={error} />
        <TextField
          id={`${id}-email`}
          label="E-mail address"
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          id={`${id}-password`}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" variant="primary" isLarge isFullOnPhone isBusy={isBusy} disabled={isBusy}>
          Log in
        </Button>
      </form>
      {canUsePasskey && (
        <div className={styles.passkey}>
          <span className={styles.or}>or</span>
          <Button variant="secondary" isLarge isFullOnPhone isBusy={isPasskeyBusy} onClick={() => void onPasskey()}>
            Use a passkey
          </Button>
        </div>
      )}
      <p className={styles.links}>
        <Link to="/password-reset">Forgot your password?</Link>
        <span>
          New here? <Link to="/signup">Create an account</Link>
        </span>
      </p>
    </Page>
  );
};
