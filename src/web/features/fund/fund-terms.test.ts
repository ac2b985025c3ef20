import { describe, expect, it } from 'vitest';
import { carryText } from './fund-facts';
import { progressPercent } from './fund-progress';

describe('the fund page’s key terms and progress', () => {
  it.each([
    [20, 'Deal Carry', '20% (Deal Carry)'],
    [17.5, null, '17.5%'],
    [null, 'Fund Carry', 'Fund Carry'],
    [null, null, null],
  ])('writes a carry of %s with type %s as %s', (carryPercentage, carryType, text) => {
    expect(carryText({ carryPercentage, carryType })).toBe(text);
  });

  it.each([
    [0, 2_000_000_000, 0],
    [999_999_999, 2_000_000_000, 49],
    [2_000_000_000, 2_000_000_000, 100],
    [3_000_000_000, 2_000_000_000, 150],
  ])('shows %i of %i committed as %i%', (committedAmount, targetAmount, percent) => {
    expect(progressPercent({ committedAmount, targetAmount })).toBe(percent);
  });
});
