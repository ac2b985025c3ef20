// The three wizard steps of docs/spec.md §2 as the step indicator names them.
import type { WizardStep } from '../../../../machines/investment-flow.types';

export const WIZARD_STEPS: readonly { step: WizardStep; label: string }[] = [
  { step: 1, label: 'Method of investment' },
  { step: 2, label: 'Your details' },
  { step: 3, label: 'Eligibility and signature' },
];
