import { describe, expect, it } from 'vitest';
import { isUsState, US_STATES } from './us-states';

describe('US states list', () => {
  it('holds the 50 states, DC and 5 territories, each once', () => {
    expect(US_STATES).toHaveLength(56);
    expect(new Set(US_STATES.map((s) => s.value)).size).toBe(56);
  });

  it.each([['CA'], ['DC'], ['PR'], ['GU'], ['VI'], ['AS'], ['MP'], ['WY']])('recognises %s', (code) => {
    expect(isUsState(code)).toBe(true);
  });

  it.each([['XX'], ['ca'], [''], ['Ontario']])('does not recognise %j', (code) => {
    expect(isUsState(code)).toBe(false);
  });
});
