import { describe, expect, it } from 'vitest';
import { totalsLines } from './summary-totals';

describe('the summary’s totals', () => {
  it('counts the investments and funds and adds up the signed commitments', () => {
    expect(
      totalsLines({ transactionCount: 5, fundCount: 2, signedCommitmentCents: 12_500_000, signedCount: 3 }),
    ).toEqual([
      { label: 'Investments', value: '5 investments in 2 funds' },
      { label: 'Signed commitments', value: '$125,000.00 in 3 subscriptions' },
    ]);
  });

  it('speaks of one in the singular, and says when nothing is signed yet', () => {
    expect(totalsLines({ transactionCount: 1, fundCount: 1, signedCommitmentCents: 0, signedCount: 0 })).toEqual([
      { label: 'Investments', value: '1 investment in 1 fund' },
      { label: 'Signed commitments', value: 'None signed yet' },
    ]);
  });
});
