import { describe, expect, it } from 'vitest';
import { formatDuration, shortTitle } from './funnel-format';

describe('funnel format', () => {
  it.each([
    [null, '—'],
    [40, '40 s'],
    [12 * 60, '12 min'],
    [5400, '1.5 h'],
    [86_400, '1 day'],
    [3.2 * 86_400, '3.2 days'],
  ])('writes %s seconds as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('cuts a long title with an ellipsis', () => {
    expect(shortTitle('Review your investment details', 16)).toBe('Review your inv…');
    expect(shortTitle('Short')).toBe('Short');
  });
});
