// DESIGN §3a: the portal's dates in US Eastern time with the zone named (fund deadlines, the waiting period's end, the
// accreditation's expiry), as the pages show them and the server's messages say them.
import { FUND_TIME_ZONE } from './constants';
import { lazily } from './lazily';

const dateTimeFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: FUND_TIME_ZONE,
      timeZoneName: 'short',
    }),
);

const dateFormat = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: FUND_TIME_ZONE,
    }),
);

/** 'March 22, 2026 at 10:00 AM EDT'. */
export const formatEasternDateTime = (when: Date | string): string => dateTimeFormat().format(new Date(when));

/** 'March 22, 2026', the calendar day in New York. */
export const formatEasternDate = (when: Date | string): string => dateFormat().format(new Date(when));
