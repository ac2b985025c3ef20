// docs/design.md §3a: a fund's dates as its page writes them, in US Eastern time with the zone named ('January 20, 2027 at
// 3:00 PM EST'). The server writes them into the fund's answer (GET /api/fund/:slug): a browser's first date format
// loads the time zone's data, tens of milliseconds in one piece on a phone (docs/performance.md, 'After the first
// paint').
import { formatEasternDateTime } from './eastern-dates';
import type { Fund, FundPortalSettings } from './entities';
import { parseFundDate } from './fund-state';

/** The fund page's dates, written out; null for no date or one the fund's configuration spells wrongly. */
export type FundDates = {
  /** When an upcoming fund opens. */
  opens: string | null;
  commitmentDeadline: string | null;
  reservationsClose: string | null;
  finalClose: string | null;
};

/** null for no date or a date the fund configuration spells wrongly (the page then leaves it out). */
export const formatFundDeadline = (text: string | null | undefined): string | null => {
  try {
    const date = parseFundDate(text);
    return date ? formatEasternDateTime(date) : null;
  } catch {
    return null;
  }
};

export const fundDates = (
  fund: Pick<Fund, 'commitmentDeadline' | 'closeDate'>,
  settings: Pick<FundPortalSettings, 'startDatetime' | 'reservationEndDatetime'>,
): FundDates => ({
  opens: formatFundDeadline(settings.startDatetime),
  commitmentDeadline: formatFundDeadline(fund.commitmentDeadline),
  reservationsClose: formatFundDeadline(settings.reservationEndDatetime),
  finalClose: formatFundDeadline(fund.closeDate),
});
