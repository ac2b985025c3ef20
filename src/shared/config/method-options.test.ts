import { describe, expect, it } from 'vitest';
import { GLOBAL_METHOD_OPTIONS, US_METHOD_OPTIONS } from './method-options';

describe('method-of-investment options (docs/spec.md §3)', () => {
  it.each([
    ['individual', 0, 'Individual'],
    ['jtwros', 6, 'Joint Tenants with Rights of Survivorship (JTWROS)'],
    ['entity', 1, 'Entity (LLC, corporation, trust, partnership)'],
    ['ira', 2, 'Self-Directed IRA'],
  ])('offers US investors %s, account type %i, as %j', (value, accountType, label) => {
    expect(US_METHOD_OPTIONS.find((o) => o.value === value)).toEqual({ value, label, accountType, isGlobal: false });
  });

  it.each([
    ['direct', 0],
    ['trust', 1],
  ])('offers global investors %s, global account type %i', (value, accountType) => {
    expect(GLOBAL_METHOD_OPTIONS.find((o) => o.value === value)).toMatchObject({ value, accountType, isGlobal: true });
  });

  it('keeps the two lists apart', () => {
    expect(US_METHOD_OPTIONS.map((o) => o.value)).toEqual(['individual', 'jtwros', 'entity', 'ira']);
    expect(GLOBAL_METHOD_OPTIONS.map((o) => o.value)).toEqual(['direct', 'trust']);
  });
});
