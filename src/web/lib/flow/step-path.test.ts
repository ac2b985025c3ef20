import { describe, expect, it } from 'vitest';
import { stepPath } from './step-path';

describe('step URLs (docs/spec.md §2)', () => {
  it.each([
    ['INITIAL', '/fund/venture-fund-iv/invest/initial/t-1'],
    ['SSN_TAX_ID', '/fund/venture-fund-iv/invest/ssn-tax-id/t-1'],
    ['INTL_ENTITY_TAX_ID', '/fund/venture-fund-iv/invest/intl-entitity-tax-id/t-1'],
    ['INVALID_INVESTOR_STATUS', '/fund/venture-fund-iv/invest/invalid-investor-status/t-1'],
  ] as const)('puts %s at %s', (step, path) => {
    expect(stepPath('venture-fund-iv', step, 't-1')).toBe(path);
  });

  it('sends mid-closing to the investment summary at the transaction', () => {
    expect(stepPath('venture-fund-iv', 'MID_CLOSING', 't-1')).toBe('/investment-summary#t-1');
  });
});
