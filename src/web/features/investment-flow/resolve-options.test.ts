import { describe, expect, it } from 'vitest';
import { US_STATES } from '../../../shared/config/us-states';
import { NO_PORTFOLIO_FACTS } from '../../../shared/domain/portfolio-facts';
import { STATIC_OPTION_LISTS } from '../../../shared/forms/option-lists';
import { resolveOptionsFor } from './resolve-options';

const resolve = resolveOptionsFor({
  uiConfig: { country: [{ value: 'GB', name: 'United Kingdom' }] },
  investments: { accounts: [], facts: { ...NO_PORTFOLIO_FACTS } },
  staticLists: STATIC_OPTION_LISTS,
});

describe('option lists of the step forms', () => {
  it('takes the countries from the UI config', () => {
    expect(resolve('countries')).toEqual([{ value: 'GB', label: 'United Kingdom' }]);
  });

  it('takes fixed lists from the shared configuration', () => {
    expect(resolve('usStates')).toHaveLength(US_STATES.length);
    expect(resolve('custodians').map((o) => o.value)).toEqual(['strata', 'entrust', 'other']);
  });

  it('passes inline options through', () => {
    const inline = [{ label: 'Yes', value: true }];
    expect(resolve(inline)).toBe(inline);
  });

  it('offers no existing accounts to an investor without any', () => {
    expect(resolve('existingAccounts')).toEqual([]);
  });
});
