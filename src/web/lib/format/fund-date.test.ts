import { describe, expect, it } from 'vitest';
import { formatFundDeadline } from './fund-date';

describe('fund deadlines (DESIGN §3a)', () => {
  it('reads the fund date in US Eastern time and names the zone', () => {
    expect(formatFundDeadline('01/20/2027 03:00 pm')).toBe('January 20, 2027 at 3:00 PM EST');
    expect(formatFundDeadline('07/04/2026 09:30 am')).toBe('July 4, 2026 at 9:30 AM EDT');
  });

  it.each([[null], [''], ['tomorrow']])('leaves out %j', (text) => {
    expect(formatFundDeadline(text)).toBeNull();
  });
});
