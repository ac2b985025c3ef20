import { describe, expect, it } from 'vitest';
import { nextDueAfter, REMINDER_POLICY } from './reminder-policy';

const DAY = 24 * 60 * 60 * 1000;
const sentAt = new Date('2026-03-01T12:00:00.000Z');

describe('the reminder schedule', () => {
  it.each([
    [1, 4],
    [2, 8],
    [3, 16],
  ])('waits twice as long after each reminder: after %i, %i days', (sentCount, days) => {
    expect(nextDueAfter(sentAt, sentCount).getTime() - sentAt.getTime()).toBe(days * DAY);
  });

  it('sends at most three reminders on its own', () => {
    expect(REMINDER_POLICY.cap).toBe(3);
    expect(REMINDER_POLICY.firstAfterMs).toBe(2 * DAY);
  });
});
