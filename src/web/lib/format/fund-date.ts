// DESIGN §3a: fund deadlines in US Eastern time with the zone named ('January 20, 2027 at 3:00 PM EST').
import { FUND_TIME_ZONE } from '../../../shared/domain/constants';
import { parseFundDate } from '../../../shared/domain/fund-state';

const easternFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: FUND_TIME_ZONE,
  timeZoneName: 'short',
});

/** null for no date or a date the fund configuration spells wrongly (the page then leaves it out). */
export const formatFundDeadline = (text: string | null | undefined): string | null => {
  try {
    const date = parseFundDate(text);
    return date ? easternFormat.format(date) : null;
  } catch {
    return null;
  }
};
