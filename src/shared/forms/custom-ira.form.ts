// IRA_PROVIDER_CUSTOM (docs/spec.md §2, §5): IRA provider details, or a box saying the investor needs to open an IRA. The
// 'no custodian number' box sits above the account number, as its message says.
import type { StepForm } from './form-types';

export const customIraForm: StepForm = {
  title: 'Your IRA provider',
  fields: [
    {
      kind: 'textInput',
      name: 'iraCustodianName',
      label: 'IRA custodian name',
      autoComplete: 'organization',
      isOptional: true,
    },
    {
      kind: 'checkbox',
      name: 'needToOpenIra',
      label: 'I need to open a self-directed IRA',
      hint: 'A member of our investor relations team will contact you to help.',
    },
    {
      kind: 'hidable',
      showWhen: { name: 'needToOpenIra', equals: false },
      fields: [
        { kind: 'checkbox', name: 'noCustIraNumber', label: 'I do not have my IRA account number yet' },
        { kind: 'textInput', name: 'iraAccountNumber', label: 'IRA account number', autoComplete: 'off' },
        { kind: 'dropDownInput', name: 'iraType', label: 'IRA type', options: 'iraTypes' },
      ],
    },
  ],
};
