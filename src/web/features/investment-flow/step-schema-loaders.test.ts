import { describe, expect, it } from 'vitest';
import { type FormStepId, isTerminalStep, STEP_IDS } from '../../../shared/domain/steps';
import { stepSchemas } from '../../../shared/schemas/step-schemas';
import { loadStepSchema, stepSchemaLoaders } from './step-schema-loaders';

const formSteps = STEP_IDS.filter((step): step is FormStepId => !isTerminalStep(step));

describe('step schemas loaded per step', () => {
  it('has a loader for every form step', () => {
    expect(Object.keys(stepSchemaLoaders).sort()).toEqual([...formSteps].sort());
  });

  it.each(formSteps)('loads for %s the very schema the server validates with', async (step) => {
    expect(await stepSchemaLoaders[step]()).toBe(stepSchemas[step]);
  });

  it('loads each schema once', async () => {
    expect(loadStepSchema('SSN_TAX_ID')).toBe(loadStepSchema('SSN_TAX_ID'));
    expect(await loadStepSchema('SSN_TAX_ID')).toBe(stepSchemas.SSN_TAX_ID);
  });
});
