// DESIGN §3a: fund deadlines in US Eastern time with the zone named ('January 20, 2027 at 3:00 PM EST').

import { formatEasternDateTime } from '../../../shared/domain/eastern-dates';
import { parseFundDate } from '../../../shared/domain/fund-state';

/** null for no date or a date the fund configuration spells wrongly (the page then leaves it out). */
export const formatFundDeadline = (text: string | null | undefined): string | null => {
  try {
    const date = parseFundDate(text);
    return date ? formatEasternDateTime(date) : null;
  } catch {
    return null;
  }
};
