import { describe, expect, it } from 'vitest';
import { shareText } from './share';

describe('a share of the target in words', () => {
  it.each([
    [0, 2_000_000_000, '0%'],
    [5_000_000, 2_000_000_000, '< 1%'],
    [1, 2_000_000_000, '< 1%'],
    [20_000_000, 2_000_000_000, '1%'],
    [1_999_999_999, 2_000_000_000, '99%'],
    [2_000_000_000, 2_000_000_000, '100%'],
    [3_000_000_000, 2_000_000_000, '150%'],
    [5_000_000, null, '0%'],
    [5_000_000, 0, '0%'],
  ])('%i of %s reads %s', (part, whole, expected) => {
    expect(shareText(part, whole)).toBe(expected);
  });
});
