// INTL_MOI_TYPE (docs/spec.md §2): global investors choose among the global methods.
import { accountNicknameField } from './common-fields';
import type { StepForm } from './form-types';

export const intlMoiTypeForm: StepForm = {
  title: 'How will you hold this investment?',
  fields: [
    { kind: 'radioButton', name: 'methodOfInvestment', label: 'Method of investment', options: 'globalMethods' },
    accountNicknameField,
  ],
};
