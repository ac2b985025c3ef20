// After logging in or signing up: the remembered page (docs/spec.md §8 post-login URL), else the fund the login was for, else
// the back office for an admin the server lets in (`links.backOffice`, docs/admin.md 'The way in'), else the home page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Visitor } from '../../lib/api/api-types';
import { takePostLoginUrl } from '../../lib/session/post-login-url';
import { useVisitor } from '../../lib/session/visitor-context';
import { browserStorage } from '../../lib/storage/browser-storage';

export const afterLoginTarget = ({
  remembered,
  fundSlug,
  visitor,
}: {
  remembered: string | null;
  fundSlug: string | null;
  visitor: Visitor;
}): string =>
  // An admin without a second factor sets one up before anything else (docs/security.md 'Two-step verification').
  visitor.links.twoStepSetup ?? remembered ?? (fundSlug ? `/fund/${fundSlug}` : (visitor.links.backOffice ?? '/'));

export const useAfterLogin = (fundSlug: string | null) => {
  const navigate = useNavigate();
  const { setVisitor } = useVisitor();
  return useCallback(
    (visitor: Visitor) => {
      setVisitor(visitor);
      navigate(afterLoginTarget({ remembered: takePostLoginUrl(browserStorage()), fundSlug, visitor }), {
        replace: true,
      });
    },
    [fundSlug, navigate, setVisitor],
  );
};
