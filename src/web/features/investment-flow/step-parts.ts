// The parts of step screens that only some steps show, each loaded with the steps that show it.
import { isTerminalStep, type StepId } from '../../../shared/domain/steps';
import { lazyPart, type PartCode } from './lazy-part';

export const EndScreenPart = lazyPart(() => import('./end-screen-view').then((m) => m.EndScreenView));
export const AccountOverviewPart = lazyPart(() => import('./account-overview').then((m) => m.AccountOverview));
export const PromotedInterestExamplePart = lazyPart(() =>
  import('./promoted-interest-example').then((m) => m.PromotedInterestExample),
);
export const AgreementSigningPart = lazyPart(() => import('./signing-placeholder').then((m) => m.AgreementSigning));

const PARTS_OF_FORM_STEPS: Partial<Record<StepId, readonly PartCode[]>> = {
  CONFIRM_MOI: [AccountOverviewPart],
  PROMOTED_INTEREST: [PromotedInterestExamplePart],
  TAX_FORM: [AccountOverviewPart],
  DOCUMENT_SIGNED: [AgreementSigningPart],
};

/** What a step shows besides its form: an end screen, or the widgets of its form. */
export const partsOfStep = (step: StepId): readonly PartCode[] =>
  isTerminalStep(step) ? [EndScreenPart] : (PARTS_OF_FORM_STEPS[step] ?? []);
