import { describe, expect, it } from 'vitest';
import { formatFundDeadline, fundDates } from './fund-dates';

describe('fund deadlines (docs/design.md §3a)', () => {
  it('reads the fund date in US Eastern time and names the zone', () => {
    expect(formatFundDeadline('01/20/2027 03:00 pm')).toBe('January 20, 2027 at 3:00 PM EST');
    expect(formatFundDeadline('07/04/2026 09:30 am')).toBe('July 4, 2026 at 9:30 AM EDT');
  });

  it.each([[null], [''], ['tomorrow']])('leaves out %j', (text) => {
    expect(formatFundDeadline(text)).toBeNull();
  });

  it('writes out each of the fund page dates from its own setting', () => {
    const dates = fundDates(
      { commitmentDeadline: '03/08/2026 03:30 pm', closeDate: '12/31/2026 05:00 pm' },
      { startDatetime: '01/02/2026 09:00 am', reservationEndDatetime: null },
    );
    expect(dates).toEqual({
      opens: 'January 2, 2026 at 9:00 AM EST',
      commitmentDeadline: 'March 8, 2026 at 3:30 PM EDT',
      reservationsClose: null,
      finalClose: 'December 31, 2026 at 5:00 PM EST',
    });
  });
});
