// The step route /fund/{slug}/invest/{step}/{transaction} (SPEC §2): on load it goes to the transaction's current
// step when the URL names another one, to /investment-summary#{id} for mid-closing, and to the fund page with a flash
// when the transaction cannot be found. The screen itself is drawn by StepScreen.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { stepForSlug, stepMeta } from '../../../../machines/step-meta';
import { isStepId } from '../../../shared/domain/steps';
import { Loading, Page } from '../../components/ui/page';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api/api-error';
import { stepPath } from '../../lib/flow/step-path';
import { TRANSACTION_NOT_FOUND_MESSAGE } from '../../lib/flow/submit-failure';
import { reportError } from '../../lib/report-error';
import { useFlash } from '../../lib/session/flash-context';
import { useAccent } from '../../lib/site/use-accent';
import { preloadStepCode } from './prefetch-step-code';
import { StepScreen } from './step-screen';
import { useStepData } from './use-step-data';

export const StepPage = () => {
  const { slug = '', step: stepSlug = '', transaction: transactionId = '' } = useParams();
  const fundSlug = slug.toLowerCase();
  const navigate = useNavigate();
  const { showFlash } = useFlash();
  const data = useStepData(fundSlug, transactionId);
  useAccent(data.status === 'ready' ? data.fund.fund.hexColor : null);

  const transaction = data.status === 'ready' ? data.transaction : undefined;
  const currentStep = transaction && isStepId(transaction.currentStep) ? transaction.currentStep : null;
  const urlStep = stepForSlug(stepSlug);
  const isOtherFund = transaction !== undefined && transaction !== null && transaction.portalFundSlug !== fundSlug;
  // SPEC §2: mid-closing has no screen of its own; it continues on /investment-summary#{transactionId}.
  const isElsewhere = currentStep !== null && (currentStep !== urlStep || stepMeta(currentStep).redirect !== undefined);

  // The URL's step is almost always the current one: its code downloads while the page data loads.
  useEffect(() => {
    if (urlStep) preloadStepCode(urlStep);
  }, [urlStep]);

  useEffect(() => {
    if (transaction === undefined) return;
    if (transaction === null || isOtherFund) {
      reportError(new Error('Transaction not found'), { transactionId, fundSlug });
      showFlash('warning', TRANSACTION_NOT_FOUND_MESSAGE);
      navigate(`/fund/${fundSlug}`, { replace: true });
      return;
    }
    if (currentStep === null) {
      reportError(new Error('Unknown current step'), { transactionId, step: transaction.currentStep });
      showFlash('warning', GENERIC_ERROR_MESSAGE);
      navigate(`/fund/${fundSlug}`, { replace: true });
      return;
    }
    if (isElsewhere) navigate(stepPath(fundSlug, currentStep, transactionId), { replace: true });
  }, [transaction, isOtherFund, currentStep, isElsewhere, fundSlug, transactionId, navigate, showFlash]);

  if (data.status === 'failed') return null;
  if (data.status !== 'ready' || !transaction || currentStep === null || isElsewhere || isOtherFund) {
    return (
      <Page isNarrow>
        <Loading label="Loading your investment…" />
      </Page>
    );
  }
  return (
    <StepScreen
      // Each step is a new form (Formik starts from the step's stored values), whatever the step before held.
      key={currentStep}
      step={currentStep}
      fund={data.fund}
      uiConfig={data.uiConfig}
      investments={data.investments}
      transaction={transaction}
    />
  );
};
