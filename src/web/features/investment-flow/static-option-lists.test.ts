import { describe, expect, it } from 'vitest';
import { type FormStepId, isTerminalStep, STEP_IDS } from '../../../shared/domain/steps';
import { STATIC_OPTION_LISTS } from '../../../shared/forms/option-lists';
import { stepForms } from '../../../shared/forms/step-forms';
import { loadedStaticOptionLists, loadStaticOptionLists, needsStaticOptionLists } from './static-option-lists';

const formSteps = STEP_IDS.filter((step): step is FormStepId => !isTerminalStep(step));

describe('the fixed option lists, loaded with the forms that name one', () => {
  it('loads the lists once, as the shared configuration has them', async () => {
    expect(loadedStaticOptionLists()).toBeUndefined();
    expect(await loadStaticOptionLists()).toBe(STATIC_OPTION_LISTS);
    expect(loadedStaticOptionLists()).toBe(STATIC_OPTION_LISTS);
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
