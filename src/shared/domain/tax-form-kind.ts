// Which tax form a subscription needs and the step's heading for it: what a step page needs before it is on screen,
// apart from the forms' fields and certifications (tax-forms.ts), which only the tax-form step and the server read.
import type { MethodOfInvestment } from './codes';

export type TaxFormKind = 'W-9' | 'W-8BEN' | 'W-8BEN-E';

/**
 * The form a subscription needs, by its method of investment: none for a self-directed IRA, whose owner is the
 * custodian (the custodian furnishes its own W-9), and none before the method is known.
 */
export const taxFormKindFor = (method: MethodOfInvestment | null): TaxFormKind | null => {
  switch (method) {
    case 'individual':
    case 'jtwros':
    case 'entity':
      return 'W-9';
    case 'direct':
      return 'W-8BEN';
    case 'trust':
      return 'W-8BEN-E';
    default:
      return null;
  }
};

/** The step's heading for each form. */
export const TAX_FORM_TITLES: Record<TaxFormKind, string> = {
  'W-9': 'Your tax form (Form W-9)',
  'W-8BEN': 'Your tax form (Form W-8BEN)',
  'W-8BEN-E': 'Your tax form (Form W-8BEN-E)',
};
