import { describe, expect, it } from 'vitest';
import { type FormStepId, isTerminalStep, STEP_IDS } from '../../../shared/domain/steps';
import { stepForms } from '../../../shared/forms/step-forms';
import { stepSchemas } from '../../../shared/schemas/step-schemas';
import { loadedStepForm, loadStepForm } from './step-form-loaders';
import { stepModuleLoader } from './step-module-loader';
import { loadStepSchema } from './step-schema';

const formSteps = STEP_IDS.filter((step): step is FormStepId => !isTerminalStep(step));

describe('step forms and schemas loaded per step', () => {
  // First: the other tests load every form.
  it('loads each form once and holds it once it arrived', async () => {
    expect(loadedStepForm('NAME_PHONE')).toBeUndefined();
    expect(loadStepForm('NAME_PHONE')).toBe(loadStepForm('NAME_PHONE'));
    expect(await loadStepForm('NAME_PHONE')).toBe(stepForms.NAME_PHONE);
    expect(loadedStepForm('NAME_PHONE')).toBe(stepForms.NAME_PHONE);
  });

  it.each(formSteps)('loads for %s the very form the server reads the fields from', async (step) => {
    expect(await loadStepForm(step)).toBe(stepForms[step]);
  });

  it.each(formSteps)('loads for %s the very schema the server validates with', async (step) => {
    expect(await loadStepSchema(step)).toBe(stepSchemas[step]);
  });

  it('downloads a module once, however often its step asks', async () => {
    let downloads = 0;
    const loader = stepModuleLoader<string>(
      {
        '../forms/ssn-tax-id.form.ts': async () => {
          downloads += 1;
          return { ssnTaxIdForm: 'the form' };
        },
      },
      'form',
    );
    expect(await Promise.all([loader.load('SSN_TAX_ID'), loader.load('SSN_TAX_ID')])).toEqual(['the form', 'the form']);
    expect(downloads).toBe(1);
  });

  it("fails for a step whose file is missing or lacks the slug's export", async () => {
    const loader = stepModuleLoader<string>({ '../forms/ssn-tax-id.form.ts': async () => ({ other: 1 }) }, 'form');
    await expect(loader.load('NAME_PHONE')).rejects.toThrow('NAME_PHONE has no form file (name-and-phone.form.ts)');
    await expect(loader.load('SSN_TAX_ID')).rejects.toThrow('ssn-tax-id.form.ts does not export ssnTaxIdForm');
  });
});
