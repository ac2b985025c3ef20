import { describe, expect, it } from 'vitest';
import { ACCREDITATION_OPTIONS } from './accreditation-options';

describe('accreditation options (docs/spec.md §3)', () => {
  it('offers Accredited, Not Accredited and Qualified Purchaser only', () => {
    expect(ACCREDITATION_OPTIONS.map(({ value, label }) => [value, label])).toEqual([
      ['0', 'Accredited'],
      ['1', 'Not Accredited'],
      ['3', 'Qualified Purchaser'],
    ]);
  });

  it("explains the accredited answer with docs/spec.md §9's criteria", () => {
    const criteria = ACCREDITATION_OPTIONS.find((o) => o.value === '0')?.criteria.join(' ') ?? '';
    for (const part of ['$200,000', '$300,000', '$1,000,000', 'primary residence', 'Series 7, 65 or 82']) {
      expect(criteria).toContain(part);
    }
  });
});
