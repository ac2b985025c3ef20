// Invest on the fund page: the submit call with the fund slug alone starts (or resumes) the investment (docs/spec.md §7), the
// commitment is saved, and the browser goes to the step the server answers.
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { hasInvestorSigned } from '../../../shared/domain/lifecycle';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import type { StepAnswer, TransactionView } from '../../lib/api/api-types';
import { createUserPortfolio } from '../../lib/api/create-user-portfolio';
import { isPortfolioNotFound } from '../../lib/api/load-investments-for-fund';
import { startInvestment } from '../../lib/api/start-investment';
import { updateInvestment } from '../../lib/api/update-investment';
import { stepPath } from '../../lib/flow/step-path';
import { submitFailureAction } from '../../lib/flow/submit-failure';
import { withCommitment } from '../../lib/format/commitment';
import { useFlash } from '../../lib/session/flash-context';
import { useInvestments } from '../../lib/session/investments-context';
import { useLoginRedirect } from '../../lib/session/use-login-redirect';

const startOrCreatePortfolio = async (fundSlug: string): Promise<StepAnswer> => {
  try {
    return await startInvestment(fundSlug);
  } catch (error) {
    if (!isPortfolioNotFound(error)) throw error;
    await createUserPortfolio(fundSlug);
    return startInvestment(fundSlug);
  }
};

export const useStartInvestment = (fundSlug: string) => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { showFlash } = useFlash();
  const { setInvestments } = useInvestments();
  const toLogin = useLoginRedirect();
  const [isStarting, setIsStarting] = useState(false);
  const [amountError, setAmountError] = useState<string | null>(null);

  const start = async (cents: number, current: TransactionView | null) => {
    setIsStarting(true);
    setAmountError(null);
    try {
      let answer = await startOrCreatePortfolio(fundSlug);
      const started = answer.transactions.find((t) => t.integrationId === answer.transactionIntegrationId);
      if (started && !hasInvestorSigned(started) && (started.amount ?? current?.amount ?? null) !== cents) {
        answer = await updateInvestment(answer.transactionIntegrationId, cents);
      }
      setInvestments(answer);
      navigate(stepPath(fundSlug, answer.currentStep, answer.transactionIntegrationId));
    } catch (error) {
      if (!isApiError(error)) {
        showFlash('warning', GENERIC_ERROR_MESSAGE, 'this-page');
        return;
      }
      if (error.endpoint === 'POST /api/update-investment' && error.status === 400) {
        setAmountError(error.body.fields?.amount ?? error.body.message);
        return;
      }
      const action = submitFailureAction(error, { fundSlug, pathname });
      // The amount typed before logging in (or signing up) comes back with the fund page.
      if (action.kind === 'login') toLogin(action.to, `/fund/login/${fundSlug}`, withCommitment(pathname, cents));
      else if (action.kind === 'go') navigate(action.to);
      else showFlash('warning', action.kind === 'goToStep' ? GENERIC_ERROR_MESSAGE : action.text, 'this-page');
    } finally {
      setIsStarting(false);
    }
  };

  return { start, isStarting, amountError };
};
