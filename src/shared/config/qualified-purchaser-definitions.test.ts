import { describe, expect, it } from 'vitest';
import { qualifiedPurchaserOptions, qualifiedPurchaserValues } from './qualified-purchaser-definitions';

describe('qualified-purchaser definitions (docs/spec.md §9)', () => {
  it('offers individuals the $5M investments and $25M private capital definitions', () => {
    expect(qualifiedPurchaserValues('individual')).toEqual(['individualInvestments5m', 'individualPrivateCapital25m']);
  });

  it('offers entities the $5M assets definition only', () => {
    expect(qualifiedPurchaserValues('entity')).toEqual(['entityAssets5m']);
  });

  it.each([
    ['individual', false],
    ['entity', true],
  ] as const)('marks every %s definition with isEntityType %s', (kind, isEntityType) => {
    expect(qualifiedPurchaserOptions(kind).every((d) => d.isEntityType === isEntityType)).toBe(true);
  });
});
