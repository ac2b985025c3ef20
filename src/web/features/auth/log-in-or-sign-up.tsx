// What an e-mailed invitation's page offers someone not logged in: log in or sign up with the invited address, and come
// back to this very page afterwards (the delegate's invitation, the invitation to subscribe).
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../components/ui/link';
import { Panel } from '../../components/ui/page';
import { rememberPostLoginUrl } from '../../lib/session/post-login-url';
import { browserStorage } from '../../lib/storage/browser-storage';

export const LogInOrSignUp = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const comeBack = () => rememberPostLoginUrl(browserStorage(), `${location.pathname}${location.search}`);
  return (
    <Panel>
      <p>{children}</p>
      <p>
        <Link to="/login" onClick={comeBack}>
          Log in
        </Link>{' '}
        or{' '}
        <Link to="/signup" onClick={comeBack}>
          Sign up
        </Link>
      </p>
    </Panel>
  );
};
