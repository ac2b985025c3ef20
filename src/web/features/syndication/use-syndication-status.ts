// Where the investor stands in the sign-up, as the server answers it. The first visit records the start (docs/spec.md §3
// syndicationProgramSignUpStartDate); every step's call answers the new standing, which the page then renders.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SyndicationStatusAnswer } from '../../../shared/api/syndication';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import { getUserInvestments } from '../../lib/api/get-user-investments';
import { SYNDICATION_STATUS_PATH } from '../../lib/api/page-api-paths';
import { useFlash } from '../../lib/session/flash-context';
import { useInvestments } from '../../lib/session/investments-context';
import { useLoginRedirect } from '../../lib/session/use-login-redirect';
import { useVisitor } from '../../lib/session/visitor-context';
import { useServerBody } from '../../lib/ssr/server-answers';
import { getSyndicationStatus } from './api/get-syndication-status';
import { startSyndication } from './api/start-syndication';

export type SyndicationStatus =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; answer: SyndicationStatusAnswer };

export const useSyndicationStatus = () => {
  const { visitor } = useVisitor();
  const { setInvestments } = useInvestments();
  const { showFlash } = useFlash();
  const toLogin = useLoginRedirect();
  // The page the server drew came with the standing (server-pages.ts), unless the sign-up is still to be started.
  const servedAnswer = useServerBody<SyndicationStatusAnswer>(SYNDICATION_STATUS_PATH);
  const served = servedAnswer?.stage === 'NOT_STARTED' ? undefined : servedAnswer;
  const [state, setState] = useState<SyndicationStatus>(
    served ? { status: 'ready', answer: served } : { status: 'loading' },
  );
  /** The first load needs no request when the standing came with the page. */
  const isServed = useRef(served !== undefined);
  const isLoggedIn = visitor?.isLoggedIn;
  const shown = useRef<SyndicationStatusAnswer | null>(null);
  shown.current = state.status === 'ready' ? state.answer : null;

  /** docs/spec.md §6: the account menu reads the start and acknowledgments dates; keep its copy of the investments fresh. */
  const refreshMenu = useCallback(() => {
    getUserInvestments().then(setInvestments, () => {
      // The menu keeps its last copy; the page itself is fine.
    });
  }, [setInvestments]);

  /** Asks again where the investor stands (the waiting period ran out, or the page was left open). */
  const reload = useCallback(() => {
    getSyndicationStatus().then(
      (answer) => setState({ status: 'ready', answer }),
      (error: unknown) => onFailureRef.current(error),
    );
  }, []);

  /**
   * A failed call: 401 goes to the login (docs/spec.md §8); 409 means the sign-up moved on elsewhere (another tab), so the
   * server's words are flashed and the page shows where the investor now stands; anything else is said on the page.
   */
  const onFailure = useCallback(
    (error: unknown) => {
      if (isApiError(error) && error.status === 401) {
        toLogin(error.body.redirectPath, '/login');
        return;
      }
      const message = isApiError(error) ? error.body.message : GENERIC_ERROR_MESSAGE;
      showFlash('warning', message, 'this-page');
      if (isApiError(error) && error.status === 409) {
        reload();
        return;
      }
      setState({ status: 'failed', message });
    },
    [showFlash, toLogin, reload],
  );
  const onFailureRef = useRef(onFailure);
  onFailureRef.current = onFailure;

  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per login state
  useEffect(() => {
    if (isLoggedIn === undefined) return;
    if (isServed.current) {
      isServed.current = false;
      return;
    }
    if (!isLoggedIn) {
      toLogin('/login', '/login');
      return;
    }
    let isCurrent = true;
    const load = async () => {
      const answer = await getSyndicationStatus();
      if (answer.stage !== 'NOT_STARTED') return answer;
      const started = await startSyndication();
      refreshMenu();
      return started;
    };
    load().then(
      (answer) => isCurrent && setState({ status: 'ready', answer }),
      (error: unknown) => isCurrent && onFailure(error),
    );
    return () => {
      isCurrent = false;
    };
  }, [isLoggedIn]);

  /** A step's call answered: show the stage it names (the view never decides where to go). */
  const onAnswer = useCallback(
    (answer: SyndicationStatusAnswer) => {
      const before = shown.current;
      if (before?.startedAt !== answer.startedAt || before?.acknowledgedAt !== answer.acknowledgedAt) refreshMenu();
      setState({ status: 'ready', answer });
    },
    [refreshMenu],
  );

  return { state, onAnswer, onFailure, reload };
};
