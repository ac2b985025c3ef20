import { describe, expect, it } from 'vitest';
import { IRA_TYPES, isSelectableIraType, selectableIraTypes } from './ira-types';

describe('IRA types', () => {
  it('offers on forms only the visible types', () => {
    expect(selectableIraTypes().map((t) => t.name)).toEqual([
      'Traditional IRA',
      'Roth IRA',
      'SEP IRA',
      'SIMPLE IRA',
      'Inherited IRA',
    ]);
  });

  it('keeps a legacy type configured but not offered', () => {
    expect(IRA_TYPES.some((t) => t.value === 'solo401k')).toBe(true);
    expect(isSelectableIraType('solo401k')).toBe(false);
  });

  it('recognises an offered type', () => {
    expect(isSelectableIraType('roth')).toBe(true);
  });
});
