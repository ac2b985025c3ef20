// docs/spec.md §9 accredited criteria: the bases an investor may claim on the syndication proof-of-accreditation step.
export const ACCREDITATION_BASES = ['income', 'jointIncome', 'netWorth', 'licence'] as const;
export type AccreditationBasis = (typeof ACCREDITATION_BASES)[number];

export const ACCREDITATION_BASIS_LABELS: Record<AccreditationBasis, string> = {
  income: 'Income of $200,000 or more in each of the last two years',
  jointIncome: 'Joint income of $300,000 or more in each of the last two years',
  netWorth: 'Net worth of $1,000,000 or more, excluding my primary residence',
  licence: 'I hold a Series 7, 65 or 82 licence',
};

export const isAccreditationBasis = (value: unknown): value is AccreditationBasis =>
  typeof value === 'string' && (ACCREDITATION_BASES as readonly string[]).includes(value);

/** How long an approved accreditation holds: 90 days for net worth (a point-in-time figure), one year otherwise. */
export const ACCREDITATION_VALIDITY: Record<AccreditationBasis, { days: number } | { years: number }> = {
  income: { years: 1 },
  jointIncome: { years: 1 },
  netWorth: { days: 90 },
  licence: { years: 1 },
};
