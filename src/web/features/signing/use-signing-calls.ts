// The state both signing screens keep: the signer's view as the server last answered it, and whether a call is
// under way or failed.
import { useCallback, useState } from 'react';
import type { SigningView } from '../../../shared/api/signing';
import { errorText } from './error-text';

export const useSigningCalls = (initial: SigningView | null = null) => {
  const [view, setView] = useState<SigningView | null>(initial);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** Runs a call that answers the new view; a failure is shown, never thrown. */
  const run = useCallback(async (call: () => Promise<SigningView>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      setView(await call());
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }, []);

  return { view, setView, isBusy, error, run };
};
