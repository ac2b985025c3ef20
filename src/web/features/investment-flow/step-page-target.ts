// What the step route /fund/{slug}/invest/{step}/{transaction} shows (docs/spec.md §2), decided alike by the page in the
// browser and by the server before it sends any HTML: the step, or where the transaction really is.
import { stepForSlug, stepMeta } from '../../../../machines/step-meta';
import { isStepId, type StepId } from '../../../shared/domain/steps';
import type { TransactionView } from '../../lib/api/api-types';
import { stepPath } from '../../lib/flow/step-path';

export type StepPageTarget =
  /** The transaction is not the investor's, or belongs to another fund: the fund page, with a warning. */
  | { kind: 'notFound' }
  /** The stored step is none the web app knows. */
  | { kind: 'unknownStep'; storedStep: string }
  /** The URL names another step than the current one (or mid-closing, which continues on the summary). */
  | { kind: 'elsewhere'; path: string }
  | { kind: 'here'; step: StepId };

export const stepPageTarget = ({
  fundSlug,
  stepSlug,
  transactionId,
  transaction,
}: {
  fundSlug: string;
  stepSlug: string;
  transactionId: string;
  transaction: TransactionView | null;
}): StepPageTarget => {
  if (transaction === null || transaction.portalFundSlug !== fundSlug) return { kind: 'notFound' };
  const currentStep = transaction.currentStep;
  if (!isStepId(currentStep)) return { kind: 'unknownStep', storedStep: currentStep };
  // docs/spec.md §2: mid-closing has no screen of its own; it continues on /investment-summary#{transactionId}.
  if (currentStep !== stepForSlug(stepSlug) || stepMeta(currentStep).redirect !== undefined) {
    return { kind: 'elsewhere', path: stepPath(fundSlug, currentStep, transactionId) };
  }
  return { kind: 'here', step: currentStep };
};
