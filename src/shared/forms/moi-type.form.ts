// MOI_TYPE (SPEC §2): individual, JTWROS, entity or self-directed IRA.
import { MAX_LENGTH } from '../domain/constants';
import type { StepForm } from './form-types';

export const moiTypeForm: StepForm = {
  title: 'How will you hold this investment?',
  fields: [
    { kind: 'radioButton', name: 'methodOfInvestment', label: 'Method of investment', options: 'usMethods' },
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
