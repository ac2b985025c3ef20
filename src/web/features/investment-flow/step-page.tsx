// The step route /fund/{slug}/invest/{step}/{transaction} (docs/spec.md §2): on load it goes to the transaction's current
// step when the URL names another one, to /investment-summary#{id} for mid-closing, and to the fund page with a flash
// when the transaction cannot be found. The screen itself is drawn by StepScreen.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { stepForSlug } from '../../../../machines/step-meta';
import { Loading, Page } from '../../components/ui/page';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api/api-error';
import { TRANSACTION_NOT_FOUND_MESSAGE } from '../../lib/flow/submit-failure';
import { reportError } from '../../lib/report-error';
import { useFlash } from '../../lib/session/flash-context';
import { useAccent } from '../../lib/site/use-accent';
import { preloadStepCode } from './prefetch-step-code';
import { stepPageTarget } from './step-page-target';
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
  const target = transaction === undefined ? null : stepPageTarget({ fundSlug, stepSlug, transactionId, transaction });
  const urlStep = stepForSlug(stepSlug);

  // The URL's step is almost always the current one: its code downloads while the page data loads.
  useEffect(() => {
    if (urlStep) preloadStepCode(urlStep);
  }, [urlStep]);

  const targetKind = target?.kind ?? null;
  const elsewherePath = target?.kind === 'elsewhere' ? target.path : null;
  const storedStep = target?.kind === 'unknownStep' ? target.storedStep : null;
  useEffect(() => {
    if (targetKind === null || targetKind === 'here') return;
    if (elsewherePath !== null) {
      navigate(elsewherePath, { replace: true });
      return;
    }
    if (targetKind === 'notFound') {
      reportError(new Error('Transaction not found'), { transactionId, fundSlug });
      showFlash('warning', TRANSACTION_NOT_FOUND_MESSAGE);
    } else {
      reportError(new Error('Unknown current step'), { transactionId, step: storedStep });
      showFlash('warning', GENERIC_ERROR_MESSAGE);
    }
    navigate(`/fund/${fundSlug}`, { replace: true });
  }, [targetKind, elsewherePath, storedStep, fundSlug, transactionId, navigate, showFlash]);

  if (data.status === 'failed') return null;
  if (data.status !== 'ready' || !transaction || target?.kind !== 'here') {
    return (
      <Page isNarrow>
        <Loading label="Loading your investment…" />
      </Page>
    );
  }
  return (
    <StepScreen
      // Each step is a new form (Formik starts from the step's stored values), whatever the step before held.
      key={target.step}
      step={target.step}
      fund={data.fund}
      uiConfig={data.uiConfig}
      investments={data.investments}
      transaction={transaction}
    />
  );
};
