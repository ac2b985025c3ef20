import { describe, expect, it } from 'vitest';
import { centsToInput, checkCommitment, commitmentInSearch, withCommitment } from './commitment';

const fund = { minimumInvestmentAmount: 2_500_000, maximumInvestmentAmount: 200_000_000 };

describe('commitment amount on the fund page', () => {
  it.each([
    ['25000', 2_500_000],
    ['$25,000', 2_500_000],
    ['2,000,000.00', 200_000_000],
    ['30000.5', 3_000_050],
  ])('accepts %j as %i cents', (text, cents) => {
    expect(checkCommitment(text, fund)).toEqual({ ok: true, cents });
  });

  it.each([
    ['24999.99', 'Please enter an amount between $25,000.00 and $2,000,000.00.'],
    ['2000000.01', 'Please enter an amount between $25,000.00 and $2,000,000.00.'],
    ['', 'Please enter an amount in US dollars, between $25,000.00 and $2,000,000.00.'],
    ['lots', 'Please enter an amount in US dollars, between $25,000.00 and $2,000,000.00.'],
  ])('refuses %j', (text, message) => {
    expect(checkCommitment(text, fund)).toEqual({ ok: false, message });
  });

  it('has no upper bound when the fund has no maximum', () => {
    expect(checkCommitment('99000000', { ...fund, maximumInvestmentAmount: null })).toEqual({
      ok: true,
      cents: 9_900_000_000,
    });
    expect(checkCommitment('1', { ...fund, maximumInvestmentAmount: null })).toEqual({
      ok: false,
      message: 'Please enter an amount at least $25,000.00.',
    });
  });

  it('shows a chosen amount in dollars', () => {
    expect(centsToInput(5_000_050)).toBe('50,000.5');
    expect(centsToInput(null)).toBe('');
  });
});

describe('the amount typed before logging in or signing up', () => {
  it('comes back with the fund page and shows in the field', () => {
    const back = withCommitment('/fund/venture-fund-iv', 2_500_000);
    expect(back).toBe('/fund/venture-fund-iv?amount=25000.00');
    expect(commitmentInSearch(new URL(back, 'http://portal.test').search)).toBe('25,000');
  });

  it.each(['', '?amount=', '?amount=lots', '?amount=-5', '?amount=0', '?other=1'])('shows nothing for %j', (search) => {
    expect(commitmentInSearch(search)).toBe('');
  });
});
