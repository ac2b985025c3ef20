import { describe, expect, it } from 'vitest';
import { ACCREDITATION_BASES, ACCREDITATION_BASIS_LABELS, isAccreditationBasis } from './accreditation-basis';

describe('accreditation bases', () => {
  it.each([
    ['income', true],
    ['jointIncome', true],
    ['netWorth', true],
    ['licence', true],
    ['qualifiedPurchaser', false],
    ['', false],
    [null, false],
  ])('%j is a basis: %s', (value, expected) => {
    expect(isAccreditationBasis(value)).toBe(expected);
  });

  it('states docs/spec.md §9 thresholds in the labels', () => {
    expect(ACCREDITATION_BASES.map((basis) => ACCREDITATION_BASIS_LABELS[basis]).join(' ')).toMatch(
      /\$200,000.*\$300,000.*\$1,000,000.*Series 7, 65 or 82/,
    );
  });
});
