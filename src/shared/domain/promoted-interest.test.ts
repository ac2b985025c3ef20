import { describe, expect, it } from 'vitest';
import { promotedInterestExample } from './promoted-interest';

describe('promotedInterestExample', () => {
  it('returns the $100,000 commitment first, then splits the $200,000 profit 80/20 at 3x', () => {
    expect(promotedInterestExample(10_000_000, { grossMultiple: 3 })).toEqual({
      commitment: 10_000_000,
      grossProceeds: 30_000_000,
      returnOfCommitment: 10_000_000,
      profit: 20_000_000,
      investorProfit: 16_000_000,
      managerPromotedInterest: 4_000_000,
      investorTotal: 26_000_000,
    });
  });

  it.each([
    ['a loss (0.5x): no promoted interest', 10_000_000, 0.5, { returnOfCommitment: 5_000_000, profit: 0, manager: 0 }],
    ['break-even (1x): no promoted interest', 10_000_000, 1, { returnOfCommitment: 10_000_000, profit: 0, manager: 0 }],
    ['a total loss (0x)', 10_000_000, 0, { returnOfCommitment: 0, profit: 0, manager: 0 }],
    ['1.5x', 2_500_000, 1.5, { returnOfCommitment: 2_500_000, profit: 1_250_000, manager: 250_000 }],
  ])('handles %s', (_title, amount, grossMultiple, expected) => {
    const example = promotedInterestExample(amount, { grossMultiple });
    expect(example.returnOfCommitment).toBe(expected.returnOfCommitment);
    expect(example.profit).toBe(expected.profit);
    expect(example.managerPromotedInterest).toBe(expected.manager);
  });

  it.each([
    [1, 2.5],
    [333, 1.7],
    [10_000_001, 2.333],
  ])('gives whole cents that add up to the proceeds for %i cents at %fx', (amount, grossMultiple) => {
    const example = promotedInterestExample(amount, { grossMultiple });
    for (const value of Object.values(example)) expect(Number.isInteger(value)).toBe(true);
    expect(example.investorTotal + example.managerPromotedInterest).toBe(example.grossProceeds);
  });

  it.each([
    [-1, 2],
    [10.5, 2],
    [100, -1],
    [100, Number.NaN],
  ])('refuses %f cents at %fx', (amount, grossMultiple) => {
    expect(() => promotedInterestExample(amount, { grossMultiple })).toThrow(RangeError);
  });
});
