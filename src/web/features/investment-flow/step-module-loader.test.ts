import { describe, expect, it, vi } from 'vitest';
import { type FormStepId, isTerminalStep, STEP_IDS } from '../../../shared/domain/steps';
import { stepForms } from '../../../shared/forms/step-forms';
import { stepSchemas } from '../../../shared/schemas/step-schemas';
import { loadStepForm } from './step-form-loaders';
import { stepModuleLoader } from './step-module-loader';
import { loadStepSchema } from './step-schema';

const formSteps = STEP_IDS.filter((step): step is FormStepId => !isTerminalStep(step));

describe('step forms and schemas loaded per step', () => {
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

  it('loads each form once and holds it once it arrived', async () => {
    // Last, on modules loaded afresh: the tests above (and other files in the same worker) loaded every form, and the
    // registry reset would give them other copies of the forms than the ones they compare with.
    vi.resetModules();
    const fresh = await import('./step-form-loaders');
    const forms = (await import('../../../shared/forms/step-forms')).stepForms;
    expect(fresh.loadedStepForm('NAME_PHONE')).toBeUndefined();
    expect(fresh.loadStepForm('NAME_PHONE')).toBe(fresh.loadStepForm('NAME_PHONE'));
    expect(await fresh.loadStepForm('NAME_PHONE')).toBe(forms.NAME_PHONE);
    expect(fresh.loadedStepForm('NAME_PHONE')).toBe(forms.NAME_PHONE);
  });
});
