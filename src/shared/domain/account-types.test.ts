import { describe, expect, it } from 'vitest';
import {
  accountTypeOf,
  accreditationLabel,
  METHOD_LABELS,
  methodOf,
  OFFERED_ACCREDITATION_TYPES,
} from './account-types';
import type { MethodOfInvestment } from './codes';
import { anAccount } from './test-fixtures';

const METHOD_TABLE: [MethodOfInvestment, 0 | 1 | 2 | 6, boolean][] = [
  ['individual', 0, false],
  ['entity', 1, false],
  ['ira', 2, false],
  ['jtwros', 6, false],
  ['direct', 0, true],
  ['trust', 1, true],
];

describe('accountTypeOf and methodOf', () => {
  it.each(METHOD_TABLE)('%s is account type %i (global %s) and back', (method, accountType, isGlobalInvestor) => {
    expect(accountTypeOf(method)).toEqual({ accountType, isGlobalInvestor });
    expect(methodOf(anAccount({ accountType, isGlobalInvestor }))).toBe(method);
  });

  it.each([2, 6] as const)('refuses a global account of type %i', (accountType) => {
    expect(() => methodOf(anAccount({ accountType, isGlobalInvestor: true }))).toThrow(
      `No method of investment for account type ${accountType} (global)`,
    );
  });

  it('labels every method', () => {
    expect(METHOD_LABELS.jtwros).toBe('Joint Tenants with Rights of Survivorship');
    expect(Object.keys(METHOD_LABELS)).toHaveLength(6);
  });
});

describe('accreditationLabel', () => {
  it.each([
    [0, 'Accredited'],
    [1, 'Not Accredited'],
    [2, 'Qualified Client'],
    [3, 'Qualified Purchaser'],
    [4, 'Undetermined'],
    [5, null],
    [null, null],
  ])('of %j is %j', (code, label) => {
    expect(accreditationLabel(code)).toBe(label);
  });

  it('offers Accredited, Not Accredited and Qualified Purchaser', () => {
    expect(OFFERED_ACCREDITATION_TYPES.map(accreditationLabel)).toEqual([
      'Accredited',
      'Not Accredited',
      'Qualified Purchaser',
    ]);
  });
});
