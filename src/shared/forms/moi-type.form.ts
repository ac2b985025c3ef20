// MOI_TYPE (docs/spec.md §2): individual, JTWROS, entity or self-directed IRA.
import { accountNicknameField } from './common-fields';
import type { StepForm } from './form-types';

export const moiTypeForm: StepForm = {
  title: 'How will you hold this investment?',
  fields: [
    { kind: 'radioButton', name: 'methodOfInvestment', label: 'Method of investment', options: 'usMethods' },
    accountNicknameField,
  ],
};
