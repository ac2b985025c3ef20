// SDIRA_CUSTODIAN (docs/spec.md §2): one of the configured custodians.
import type { StepForm } from './form-types';

export const sdiraCustodianForm: StepForm = {
  title: 'Your IRA custodian',
  intro: 'The custodian holds this investment on behalf of your self-directed IRA.',
  fields: [{ kind: 'radioButton', name: 'iraCustodian', label: 'Custodian', options: 'custodians' }],
};
