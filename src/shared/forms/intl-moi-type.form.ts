// INTL_MOI_TYPE (SPEC §2): global investors choose among the global methods.
import { MAX_LENGTH } from '../domain/constants';
import type { StepForm } from './form-types';

export const intlMoiTypeForm: StepForm = {
  title: 'How will you hold this investment?',
  fields: [
    { kind: 'radioButton', name: 'methodOfInvestment', label: 'Method of investment', options: 'globalMethods' },
    {
      kind: 'textInput',
      name: 'accountNickname',
      label: 'Account nickname',
      hint: 'Helps you tell your accounts apart. Only you see it.',
      maxLength: MAX_LENGTH.accountNickname,
      isOptional: true,
    },
  ],
};
