// SPEC §2: currency is displayed in USD. Amounts travel as integer cents (DESIGN §6).
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatUsd = (cents: number): string => usd.format(cents / 100);

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
