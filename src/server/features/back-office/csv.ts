// RFC 4180 CSV for spreadsheets: every cell quoted, and a cell that a spreadsheet would run as a formula (=, +, -, @,
// tab, carriage return) starts with an apostrophe, so an investor's answer can never become a formula.
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number | null): string => {
  const text = value === null ? '' : String(value);
  const safe = typeof value === 'string' && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** Lines end with CRLF; a byte-order mark lets spreadsheet programs read UTF-8 names correctly. */
export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string =>
  `\uFEFF${[header, ...rows].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
