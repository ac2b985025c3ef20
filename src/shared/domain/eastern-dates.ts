// docs/design.md §3a: the portal's dates in US Eastern time with the zone named (fund deadlines, the waiting period's end, the
// accreditation's expiry), as the pages show them and the server's messages say them.
import { easternFormat } from './eastern-time';

const LONG_DAY = { year: 'numeric', month: 'long', day: 'numeric' } as const;
const SHORT_DAY = { year: 'numeric', month: 'short', day: 'numeric' } as const;
const CLOCK = { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;

const dateTimeFormat = easternFormat({ ...LONG_DAY, ...CLOCK });
const dateFormat = easternFormat(LONG_DAY);
const shortDateTimeFormat = easternFormat({ ...SHORT_DAY, ...CLOCK });
const shortDateFormat = easternFormat(SHORT_DAY);

/** 'March 22, 2026 at 10:00 AM EDT'. */
export const formatEasternDateTime = (when: Date | string): string => dateTimeFormat().format(new Date(when));

/** 'March 22, 2026', the calendar day in New York. */
export const formatEasternDate = (when: Date | string): string => dateFormat().format(new Date(when));

/** 'Mar 8, 2026, 3:30 PM EDT': the back office's tables and the data room's stamped copies. */
export const formatEasternShortDateTime = (when: Date | string): string => shortDateTimeFormat().format(new Date(when));

/** 'Mar 8, 2026', the calendar day in New York, short. */
export const formatEasternShortDate = (when: Date | string): string => shortDateFormat().format(new Date(when));
