// CONFIRM_MOI (docs/spec.md §2, §4): a summary with Edit and Next; Edit sets the edit-mode flag. Whether Edit shows for an
// IRA whose tax ids are confirmed at signing is decided by the page from the transaction.
import type { StepForm } from './form-types';

export const confirmMoiForm: StepForm = {
  title: 'Review your method of investment',
  intro: 'Please check the details below. If anything has changed, choose Edit.',
  fields: [{ kind: 'accountOverview' }, { kind: 'button', name: 'isMoiEditModeSelected', label: 'Edit', value: true }],
};
