// docs/spec.md §2: currency is displayed in USD. Amounts travel as integer cents (docs/design.md §6).

/**
 * '$25,000.50', as `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes it (money.test.ts
 * compares the two). Written out because the first Intl format a page makes loads ICU's data, about 20 ms of a page's
 * start-up on a phone (docs/performance.md), and dollars in en-US need none of it.
 */
export const formatUsd = (cents: number): string => {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${String(whole % 100).padStart(2, '0')}`;
};

// Dollars with optional thousands commas and up to 2 decimals; '$' and spaces anywhere are ignored.
const DOLLARS = /^(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/** '$25,000.50' → 2500050; null for blank, negative or malformed text (a third decimal is malformed, not rounded). */
export const parseUsdToCents = (text: string | null | undefined): number | null => {
  const compact = (text ?? '').replace(/[$\s]/g, '');
  const match = DOLLARS.exec(compact);
  if (!match || compact === '' || compact === '.') return null;
  const dollars = Number((match[1] ?? '0').replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
};
