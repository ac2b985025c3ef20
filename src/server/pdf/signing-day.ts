// The day a document is signed, as every signed PDF prints it: in US Eastern time, like the fund's dates (docs/spec.md
// §4), e.g. 'March 4, 2026'.
import { formatInTimeZone } from 'date-fns-tz';
import { FUND_TIME_ZONE } from '../../shared/domain/constants';

export const signingDay = (at: Date): string => formatInTimeZone(at, FUND_TIME_ZONE, 'MMMM d, yyyy');
