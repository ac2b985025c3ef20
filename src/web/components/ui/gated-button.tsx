// docs/spec.md §2 'Gated buttons, for logged-out visitors, open a modal instead of navigating.' The modal offers the login
// (of the fund when there is one) and sign-up, and remembers where the visitor was going.
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { rememberPostLoginUrl } from '../../lib/session/post-login-url';
import { useVisitor } from '../../lib/session/visitor-context';
import { browserStorage } from '../../lib/storage/browser-storage';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

type GatedButtonProps = {
  onProceed: () => void;
  children: ReactNode;
  /** Where to come back to after logging in; the current page when omitted. */
  returnTo?: string;
  fundSlug?: string;
  variant?: ButtonVariant;
  isLarge?: boolean;
  isFullOnPhone?: boolean;
  isBusy?: boolean;
  disabled?: boolean;
};

export const GatedButton = ({
  onProceed,
  children,
  returnTo,
  fundSlug,
  variant = 'primary',
  isLarge,
  isFullOnPhone,
  isBusy,
  disabled,
}: GatedButtonProps) => {
  const { visitor } = useVisitor();
  const location = useLocation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);

  const go = (path: string) => {
    rememberPostLoginUrl(browserStorage(), returnTo ?? `${location.pathname}${location.search}`);
    setIsOpen(false);
    navigate(path);
  };

  return (
    <>
      <Button
        variant={variant}
        isLarge={isLarge}
        isFullOnPhone={isFullOnPhone}
        isBusy={isBusy}
        disabled={disabled || visitor === null}
        onClick={() => (visitor?.isLoggedIn ? onProceed() : setIsOpen(true))}
      >
        {children}
      </Button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Log in to continue"
        actions={
          <>
            <Button variant="primary" onClick={() => go(fundSlug ? `/fund/login/${fundSlug}` : '/login')}>
              Log in
            </Button>
            <Button variant="secondary" onClick={() => go('/signup')}>
              Create an account
            </Button>
          </>
        }
      >
        <p>Please log in or create an account to invest. We will bring you right back here.</p>
      </Dialog>
    </>
  );
};
