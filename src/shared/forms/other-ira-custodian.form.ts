// OTHER_IRA_CUSTODIAN (docs/spec.md §2): account number, custodian name, custodian EIN, IRA type.
import type { StepForm } from './form-types';

export const otherIraCustodianForm: StepForm = {
  title: 'Your IRA custodian',
  fields: [
    { kind: 'textInput', name: 'iraCustodianName', label: 'IRA custodian name', autoComplete: 'organization' },
    { kind: 'taxInput', name: 'iraCustodianEin', label: "Custodian's EIN", taxIdKind: 'ein' },
    { kind: 'textInput', name: 'iraAccountNumber', label: 'IRA account number', autoComplete: 'off' },
    { kind: 'dropDownInput', name: 'iraType', label: 'IRA type', options: 'iraTypes' },
  ],
};
