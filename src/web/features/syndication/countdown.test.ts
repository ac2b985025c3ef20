import { describe, expect, it } from 'vitest';
import { countdownSentence, countdownTo } from './countdown';

const ENDS = '2026-03-22T14:00:00.000Z';

describe('the waiting period countdown', () => {
  it.each([
    ['a month before', '2026-02-20T15:00:00.000Z', { days: 29, hours: 23, minutes: 0, seconds: 0, isOver: false }],
    ['a second before', '2026-03-22T13:59:59.000Z', { days: 0, hours: 0, minutes: 0, seconds: 1, isOver: false }],
    ['at the end', ENDS, { days: 0, hours: 0, minutes: 0, seconds: 0, isOver: true }],
    ['after the end', '2026-04-01T00:00:00.000Z', { days: 0, hours: 0, minutes: 0, seconds: 0, isOver: true }],
  ])('%s', (_title, now, expected) => {
    expect(countdownTo(ENDS, new Date(now))).toEqual(expected);
  });

  it.each([
    [{ days: 29, hours: 4, minutes: 12 }, '29 days, 4 hours and 12 minutes'],
    [{ days: 1, hours: 0, minutes: 1 }, '1 day, 0 hours and 1 minute'],
    [{ days: 0, hours: 2, minutes: 0 }, '2 hours and 0 minutes'],
    [{ days: 0, hours: 0, minutes: 5 }, '5 minutes'],
  ])('reads %j as %s', (parts, expected) => {
    expect(countdownSentence({ ...parts, seconds: 0, isOver: false })).toBe(expected);
  });
});
