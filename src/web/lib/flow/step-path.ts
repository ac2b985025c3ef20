// Where a transaction's step lives in the browser (docs/spec.md §2): /fund/{slug}/invest/{step}/{transaction}, except the
// mid-closing step, which continues on /investment-summary#{transactionId}.
import { stepMeta } from '../../../../machines/step-meta';
import type { StepId } from '../../../shared/domain/steps';

export const stepPath = (fundSlug: string, step: StepId, transactionId: string): string => {
  const meta = stepMeta(step);
  if (meta.redirect === 'investmentSummary') return `/investment-summary#${encodeURIComponent(transactionId)}`;
  return `/fund/${encodeURIComponent(fundSlug)}/invest/${meta.slug}/${encodeURIComponent(transactionId)}`;
};
