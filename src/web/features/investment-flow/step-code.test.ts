import { describe, expect, it } from 'vitest';
import { STATIC_OPTION_LISTS } from '../../../shared/forms/option-lists';
import { stepForms } from '../../../shared/forms/step-forms';
import { phoneNumberCode } from '../../components/fields/phone-number-code';
import { loadedStepCode, loadStepCode } from './step-code';

describe("a step screen's code", () => {
  it('is the form alone for a step that names no fixed list and shows no extra part', async () => {
    expect(loadedStepCode('INTL_INVESTOR')).toBeUndefined();
    await loadStepCode('INTL_INVESTOR');
    expect(loadedStepCode('INTL_INVESTOR')).toEqual({ form: stepForms.INTL_INVESTOR });
  });

  it('holds the fixed option lists for a form that names one', async () => {
    await loadStepCode('MOI_TYPE');
    expect(loadedStepCode('MOI_TYPE')).toEqual({ form: stepForms.MOI_TYPE, staticLists: STATIC_OPTION_LISTS });
  });

  it("waits for the parts a step shows besides its form: CONFIRM_MOI's account overview, an end screen", async () => {
    expect(loadedStepCode('CONFIRM_MOI')).toBeUndefined();
    await loadStepCode('CONFIRM_MOI');
    expect(loadedStepCode('CONFIRM_MOI')?.form).toBe(stepForms.CONFIRM_MOI);
    expect(loadedStepCode('ERROR_UNKNOWN')).toBeUndefined();
    await loadStepCode('ERROR_UNKNOWN');
    expect(loadedStepCode('ERROR_UNKNOWN')).toEqual({ form: null });
  });

  it("holds the phone field's code (its country choice) for a form that asks for a phone number, and only there", async () => {
    expect(loadedStepCode('NAME_PHONE')).toBeUndefined();
    await loadStepCode('NAME_PHONE');
    expect(loadedStepCode('NAME_PHONE')).toEqual({ form: stepForms.NAME_PHONE, phoneNumbers: phoneNumberCode });
    await loadStepCode('SECONDARY_NAME_PHONE');
    expect(loadedStepCode('SECONDARY_NAME_PHONE')?.phoneNumbers).toBe(phoneNumberCode);
    await loadStepCode('SSN_TAX_ID');
    expect(loadedStepCode('SSN_TAX_ID')).toEqual({ form: stepForms.SSN_TAX_ID });
  });
});
