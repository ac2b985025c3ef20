import { describe, expect, it } from 'vitest';
import { STATIC_OPTION_LISTS } from '../../../shared/forms/option-lists';
import { stepForms } from '../../../shared/forms/step-forms';
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
});
