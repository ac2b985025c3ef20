import { describe, expect, it } from 'vitest';
import { indexOfValue, valueAtKey } from './option-value';

const yesNo = [
  { label: 'Yes', value: '3' },
  { label: 'No', value: '' },
];

describe('option values of choice fields', () => {
  it("keeps 'No' ('') apart from unanswered (null), docs/spec.md §5", () => {
    expect(indexOfValue(yesNo, '')).toBe(1);
    expect(indexOfValue(yesNo, null)).toBe(-1);
    expect(valueAtKey(yesNo, '1')).toBe('');
  });

  it('matches boolean options by value', () => {
    const options = [
      { label: 'Yes', value: true },
      { label: 'No', value: false },
    ];
    expect(indexOfValue(options, false)).toBe(1);
    expect(valueAtKey(options, '0')).toBe(true);
    expect(valueAtKey(options, '7')).toBeUndefined();
  });
});
