// ACCREDITED_INVESTOR (docs/spec.md §5, §9): Accredited ('0') or Not Accredited ('1'), with the criteria beside it.
import { ACCREDITED_CRITERIA } from '../config/accreditation-options';
import type { StepForm } from './form-types';

export const isAccreditedForm: StepForm = {
  title: 'Are you an accredited investor?',
  fields: [
    { kind: 'infoBox', title: 'You are an accredited investor if any of these applies:', items: ACCREDITED_CRITERIA },
    {
      kind: 'radioButton',
      name: 'accreditation',
      label: 'Are you an accredited investor?',
      options: [
        { label: 'Yes, I am an accredited investor', value: '0' },
        { label: 'No, I am not', value: '1' },
      ],
    },
  ],
};
