// Next and Previous as calls to the server: each answer says where the flow now stands, and the page goes there.
import { startTransition, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { StepId } from '../../../shared/domain/steps';
import { navigateImmediately } from '../../app/app-router';
import type { StepAnswer, TransactionView } from '../../lib/api/api-types';
import { goToPreviousStep } from '../../lib/api/go-to-previous-step';
import { submitStep } from '../../lib/api/submit-step';
import { stepPath } from '../../lib/flow/step-path';
import { useFlash } from '../../lib/session/flash-context';
import { useInvestments } from '../../lib/session/investments-context';
import { useFlowFailure } from './use-flow-failure';

type FlowNavigationInput = { step: StepId; fundSlug: string; transaction: TransactionView };

export const useFlowNavigation = ({ step, fundSlug, transaction }: FlowNavigationInput) => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { showFlash } = useFlash();
  const { setInvestments } = useInvestments();
  const onFailure = useFlowFailure(fundSlug);
  const [isPreviousLoading, setIsPreviousLoading] = useState(false);

  const goTo = (answer: StepAnswer, { isPrevious = false } = {}) => {
    const show = () => {
      setInvestments(answer);
      // A flash after Next is docs/spec.md §4's success flash; after Previous it is the restart warning (docs/spec.md §4, §8).
      if (answer.flash) showFlash(isPrevious ? 'warning' : 'success', answer.flash);
      navigate(answer.redirectPath ?? stepPath(fundSlug, answer.currentStep, answer.transactionIntegrationId));
    };
    // One render for the answer and the new URL: the step page never sees the answer under the old URL, which would
    // draw it as 'elsewhere' and navigate a second time. The next step is this page again, its code in: drawn at once
    // (app-router.tsx); another page (the data room, the summary) comes in a transition, as any navigation.
    if (answer.redirectPath === undefined) navigateImmediately(show);
    else startTransition(show);
  };

  const submit = async (values: Partial<FlowValues>): Promise<void> => {
    try {
      goTo(
        await submitStep({
          portalFundSlug: fundSlug,
          transactionIntegrationId: transaction.integrationId,
          currentStep: step,
          values,
        }),
      );
    } catch (error) {
      onFailure(error, { pathname, transactionId: transaction.integrationId });
    }
  };

  const previous = async (): Promise<void> => {
    setIsPreviousLoading(true);
    try {
      goTo(await goToPreviousStep(transaction.integrationId, step), { isPrevious: true });
    } catch (error) {
      onFailure(error, { pathname, transactionId: transaction.integrationId, isPrevious: true });
    } finally {
      setIsPreviousLoading(false);
    }
  };

  return { submit, previous, isPreviousLoading };
};
