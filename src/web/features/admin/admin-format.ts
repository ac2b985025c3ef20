// How the back office writes instants and money: US Eastern time with the zone named (docs/spec.md §4, docs/design.md §3a), USD.
import { formatEasternShortDate, formatEasternShortDateTime } from '../../../shared/domain/eastern-dates';
import { formatUsd } from '../../../shared/domain/money';

/** 'Mar 8, 2026, 3:30 PM EDT'; '—' for none. */
export const formatInstant = (iso: string | null | undefined): string => (iso ? formatEasternShortDateTime(iso) : '—');

/** 'Mar 8, 2026' (the Eastern calendar day); '—' for none. */
export const formatDay = (iso: string | null | undefined): string => (iso ? formatEasternShortDate(iso) : '—');

export const formatMoney = (cents: number | null | undefined): string =>
  cents === null || cents === undefined ? '—' : formatUsd(cents);

/** A name that ends a sentence: 'Venture Fund IV, L.P.' takes no second full stop, 'Venture Fund IV' takes one. */
export const endSentence = (text: string): string => {
  const trimmed = text.trimEnd();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};
