import { describe, expect, it } from 'vitest';
import { accreditationExpiresAt } from './accreditation-expiry';

describe('accreditation expiry', () => {
  it.each([
    [
      'net worth: 90 Eastern days, across the spring clock change',
      'netWorth',
      '2026-02-20T15:00:00.000Z',
      '2026-05-21T14:00:00.000Z',
    ],
    ['income: one year', 'income', '2026-02-20T15:00:00.000Z', '2027-02-20T15:00:00.000Z'],
    ['joint income: one year', 'jointIncome', '2026-07-01T14:00:00.000Z', '2027-07-01T14:00:00.000Z'],
    ['licence: one year', 'licence', '2026-07-01T14:00:00.000Z', '2027-07-01T14:00:00.000Z'],
    [
      'income approved on 29 February: 28 February next year',
      'income',
      '2028-02-29T15:00:00.000Z',
      '2029-02-28T15:00:00.000Z',
    ],
    [
      'income approved late evening in New York (next day in UTC)',
      'income',
      '2026-03-01T03:30:00.000Z',
      '2027-03-01T03:30:00.000Z',
    ],
  ] as const)('%s', (_title, basis, approvedAt, expected) => {
    expect(accreditationExpiresAt(basis, approvedAt).toISOString()).toBe(expected);
  });
});
