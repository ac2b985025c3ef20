// How the back office writes instants and money: US Eastern time with the zone named (SPEC §4, DESIGN §3a), USD.
import { FUND_TIME_ZONE } from '../../../shared/domain/constants';
import { lazily } from '../../../shared/domain/lazily';
import { formatUsd } from '../../../shared/domain/money';

const eastern = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: FUND_TIME_ZONE,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }),
);

const easternDay = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: FUND_TIME_ZONE,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
    }),
);

/** 'Mar 8, 2026, 3:30 PM EDT'; '—' for none. */
export const formatInstant = (iso: string | null | undefined): string => (iso ? eastern().format(new Date(iso)) : '—');

/** 'Mar 8, 2026' (the Eastern calendar day); '—' for none. */
export const formatDay = (iso: string | null | undefined): string => (iso ? easternDay().format(new Date(iso)) : '—');

export const formatMoney = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '—' : formatUsd(cents);
