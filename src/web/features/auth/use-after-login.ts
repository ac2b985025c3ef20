// After logging in or signing up: the remembered page (SPEC §8 post-login URL), else the fund or the home page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Visitor } from '../../lib/api/api-types';
import { takePostLoginUrl } from '../../lib/session/post-login-url';
import { useVisitor } from '../../lib/session/visitor-context';
import { browserStorage } from '../../lib/storage/browser-storage';

export const useAfterLogin = (fundSlug: string | null) => {
  const navigate = useNavigate();
  const { setVisitor } = useVisitor();
  return useCallback(
    (visitor: Visitor) => {
      setVisitor(visitor);
      const target = takePostLoginUrl(browserStorage()) ?? (fundSlug ? `/fund/${fundSlug}` : '/');
      navigate(target, { replace: true });
    },
    [fundSlug, navigate, setVisitor],
  );
};
