// Comparing tax ids typed in different shapes ('123-45-6789' and '123456789' are the same SSN).

/** Digits and letters only, upper-cased; '' for null or blank. */
export const normalizeTaxIdForMatch = (value: string | null | undefined): string =>
  (value ?? '').replace(/[^0-9a-z]/gi, '').toUpperCase();
