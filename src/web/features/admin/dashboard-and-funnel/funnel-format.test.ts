import { describe, expect, it } from 'vitest';
import { formatDuration, titleLines } from './funnel-format';

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

  it('breaks a long title between words, whole, never cut', () => {
    expect(titleLines('Review your investment details', 16)).toEqual(['Review your', 'investment', 'details']);
    expect(titleLines('Short')).toEqual(['Short']);
    expect(titleLines('Supercalifragilistic word', 10)).toEqual(['Supercalifragilistic', 'word']);
    const title = 'Are you an accredited investor under Rule 501?';
    expect(titleLines(title).join(' ')).toBe(title);
  });
});
