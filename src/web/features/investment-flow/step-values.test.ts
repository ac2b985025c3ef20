import { describe, expect, it } from 'vitest';
import { emptyFlowValues } from '../../../shared/domain/flow-values';
import { confirmMoiForm } from '../../../shared/forms/confirm-moi.form';
import type { ButtonField } from '../../../shared/forms/form-types';
import { ssnTaxIdForm } from '../../../shared/forms/ssn-tax-id.form';
import { stepFields } from '../../../shared/schemas/step-schemas';
import { valuesForNext, valuesForStep } from './step-values';

describe('values sent with Next', () => {
  it('sends only the fields the step owns', () => {
    const values = { ...emptyFlowValues(), ssn: '123-45-6789', legalFirstName: 'Ada' };
    expect(valuesForStep(stepFields('SSN_TAX_ID'), values)).toEqual({ ssn: '123-45-6789' });
    expect(valuesForNext(ssnTaxIdForm, stepFields('SSN_TAX_ID'), values)).toEqual({ ssn: '123-45-6789' });
  });

  it('sends Edit unpressed with Next on the summary, even when an earlier visit stored it pressed', () => {
    const values = { ...emptyFlowValues(), isMoiEditModeSelected: true };
    expect(valuesForNext(confirmMoiForm, stepFields('CONFIRM_MOI'), values)).toEqual({ isMoiEditModeSelected: false });
  });

  it('sends Edit pressed when Edit is the button used', () => {
    const edit = confirmMoiForm.fields.find((f): f is ButtonField => f.kind === 'button');
    if (!edit) throw new Error('CONFIRM_MOI has no Edit button');
    const values = { ...emptyFlowValues(), isMoiEditModeSelected: true };
    expect(valuesForNext(confirmMoiForm, stepFields('CONFIRM_MOI'), values, edit)).toEqual({
      isMoiEditModeSelected: true,
    });
  });
});
