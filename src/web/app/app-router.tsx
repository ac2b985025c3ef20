// The browser's router: react-router's BrowserRouter, except that a navigation may be drawn at once. Every move to
// another URL renders as a transition (the page on screen stays while the next page's code downloads), but the flow's
// Next and Previous, whose next screen is the same page with its code already in, render in one go: a transition
// there is interrupted by the form's own updates after the answer and starts over, which cost a step change a third
// of its time in the browser (docs/performance.md, 'Next click').
import { type ReactNode, startTransition, useLayoutEffect, useRef, useState } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, Router } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type HistoryState = Pick<BrowserHistory, 'action' | 'location'>;

let isImmediate = false;

/** Runs `navigate` so that the page it leads to is drawn at once, with the updates made beside it. */
export const navigateImmediately = (navigate: () => void): void => {
  isImmediate = true;
  try {
    navigate();
  } finally {
    isImmediate = false;
  }
};

export const AppRouter = ({ children }: { children: ReactNode }) => {
  const historyRef = useRef<BrowserHistory | null>(null);
  // v5Compat: the history tells its listener during push and replace, while `isImmediate` still holds.
  historyRef.current ??= createBrowserHistory({ window, v5Compat: true });
  const history = historyRef.current;
  const [state, setState] = useState<HistoryState>({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        if (isImmediate) setState({ action, location });
        else startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
};
