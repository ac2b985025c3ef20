import { describe, expect, it } from 'vitest';
import { isStaticOptionList, STATIC_OPTION_LISTS } from './option-lists';

describe('named option lists', () => {
  it('offers the visible IRA types only', () => {
    expect(STATIC_OPTION_LISTS.iraTypes.map((o) => o.value)).toEqual([
      'traditional',
      'roth',
      'sep',
      'simple',
      'inherited',
    ]);
  });

  it('offers the custodians by name', () => {
    expect(STATIC_OPTION_LISTS.custodians).toEqual([
      { value: 'strata', label: 'Strata Trust Company' },
      { value: 'entrust', label: 'The Entrust Group' },
      { value: 'other', label: 'Other custodian' },
    ]);
  });

  it('separates the qualified-purchaser definitions by kind, with their subtext', () => {
    expect(STATIC_OPTION_LISTS.qualifiedPurchaserDefinitionsEntity.map((o) => o.value)).toEqual(['entityAssets5m']);
    expect(STATIC_OPTION_LISTS.qualifiedPurchaserDefinitionsIndividual.every((o) => (o.hint ?? '') !== '')).toBe(true);
  });

  it.each([
    ['usStates', true],
    ['usMethods', true],
    ['countries', false],
    ['existingAccounts', false],
  ] as const)('knows whether %s is fixed configuration (%s)', (name, isStatic) => {
    expect(isStaticOptionList(name)).toBe(isStatic);
  });
});
