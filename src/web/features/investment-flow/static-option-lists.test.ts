import { describe, expect, it, vi } from 'vitest';
import { type FormStepId, isTerminalStep, STEP_IDS } from '../../../shared/domain/steps';
import { stepForms } from '../../../shared/forms/step-forms';
import { needsStaticOptionLists } from './static-option-lists';

const formSteps = STEP_IDS.filter((step): step is FormStepId => !isTerminalStep(step));

describe('the fixed option lists, loaded with the forms that name one', () => {
  it('loads the lists once, as the shared configuration has them', async () => {
    // Modules loaded afresh: another test file in the same worker may have loaded the lists already.
    vi.resetModules();
    const fresh = await import('./static-option-lists');
    const { STATIC_OPTION_LISTS } = await import('../../../shared/forms/option-lists');
    expect(fresh.loadedStaticOptionLists()).toBeUndefined();
    expect(fresh.loadStaticOptionLists()).toBe(fresh.loadStaticOptionLists());
    expect(await fresh.loadStaticOptionLists()).toBe(STATIC_OPTION_LISTS);
    expect(fresh.loadedStaticOptionLists()).toBe(STATIC_OPTION_LISTS);
  });

  it('knows which forms name a fixed list, inside hidable groups too', () => {
    const needing = formSteps.filter((step) => needsStaticOptionLists(stepForms[step]));
    expect(needing).toEqual(
      expect.arrayContaining([
        'MOI_TYPE',
        'INTL_MOI_TYPE',
        'SDIRA_CUSTODIAN',
        'RESIDENCE_ADDRESS',
        'OTHER_IRA_CUSTODIAN',
      ]),
    );
    expect(needing).not.toContain('INITIAL');
    expect(needing).not.toContain('NAME_PHONE');
  });
});
