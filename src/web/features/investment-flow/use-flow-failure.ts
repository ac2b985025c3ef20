// docs/spec.md §8 failures of the flow calls, acted on: flashes, the login redirect, the waitlist page, the current step.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import { getUserInvestments } from '../../lib/api/get-user-investments';
import { stepPath } from '../../lib/flow/step-path';
import { PREVIOUS_STEP_FAILED_MESSAGE, submitFailureAction } from '../../lib/flow/submit-failure';
import { reportError } from '../../lib/report-error';
import { useFlash } from '../../lib/session/flash-context';
import { useInvestments } from '../../lib/session/investments-context';
import { useLoginRedirect } from '../../lib/session/use-login-redirect';

type FailureContext = { pathname: string; transactionId: string; isPrevious?: boolean };

export const useFlowFailure = (fundSlug: string) => {
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const { setInvestments } = useInvestments();
  const toLogin = useLoginRedirect();

  return useCallback(
    (error: unknown, { pathname, transactionId, isPrevious = false }: FailureContext) => {
      if (!isApiError(error)) {
        reportError(error, { where: 'flow', fundSlug });
        showFlash('warning', isPrevious ? PREVIOUS_STEP_FAILED_MESSAGE : GENERIC_ERROR_MESSAGE, 'this-page');
        return;
      }
      const action = submitFailureAction(error, { fundSlug, pathname, isPrevious });
      switch (action.kind) {
        case 'flash':
          showFlash('warning', action.text, 'this-page');
          return;
        case 'flashAndGo':
          if (error.status === 404) reportError(error, { where: 'flow', fundSlug, transactionId });
          showFlash('warning', action.text);
          navigate(action.to);
          return;
        case 'login':
          toLogin(action.to, `/fund/login/${fundSlug}`);
          return;
        case 'go':
          navigate(action.to);
          return;
        case 'goToStep':
          // The investments held here are behind too: fetch them, or the step page would send us back.
          showFlash('info', action.text);
          void getUserInvestments({ portalFundSlug: fundSlug, transactionIntegrationId: transactionId })
            .then(setInvestments, () => setInvestments(null))
            .finally(() => navigate(stepPath(fundSlug, action.step, transactionId), { replace: true }));
      }
    },
    [fundSlug, navigate, showFlash, toLogin, setInvestments],
  );
};
