import { describe, expect, it } from 'vitest';
import type { InvestmentStatus } from '../../../shared/domain/investment-status';
import { anAccount, aTransaction } from '../../../shared/domain/test-fixtures';
import { accountLine, recordDates, summaryGroups } from './investment-record';

const AT = '2026-05-01T12:00:00.000Z';

describe('the investment record', () => {
  it.each([
    [
      anAccount({ accountType: 0, ssn: '•••-••-6789', accountPreferredName: 'Retirement' }),
      'Retirement · Individual · Tax ID ending 6789',
    ],
    [
      anAccount({ accountType: 2, ein: '••-•••4321', trustOrEntityName: 'Acme Holdings LLC' }),
      expect.stringMatching(/^Acme Holdings LLC · .+ · Tax ID ending 4321$/),
    ],
    [undefined, null],
  ])('names the account %#', (account, expected) => {
    expect(accountLine(account)).toEqual(expected);
  });

  it('lists the dates reached, in order', () => {
    const t = {
      ...aTransaction({ subscriptionAgreementDate: AT, fundsTransferDate: AT }),
      startedAt: AT,
      approvedAt: AT,
      agreement: { pendingSigners: [], countersignedAt: AT },
    };
    expect(recordDates(t).map((d) => d.label)).toEqual([
      'Started',
      'Signed',
      'Approved',
      'Countersigned',
      'Funds received',
    ]);
    expect(recordDates(t).filter((d) => !d.isOnTimeline)).toEqual([{ label: 'Started', at: AT, isOnTimeline: false }]);
    expect(recordDates(aTransaction())).toEqual([]);
  });

  it('groups the investments: waiting for the investor, with the fund, then closed, keeping the order within each', () => {
    const statuses: Record<string, InvestmentStatus> = {
      a: { kind: 'complete' },
      b: { kind: 'inProgress', step: 'INITIAL' },
      c: { kind: 'underReview', signedAt: AT },
      d: { kind: 'notEligible', endScreen: 'ERROR_UNKNOWN' },
      e: { kind: 'withdrawn', on: AT, reason: null },
      f: { kind: 'awaitingFunds', countersignedAt: AT },
    };
    const groups = summaryGroups(['a', 'b', 'c', 'd', 'e', 'f'], (id) => statuses[id] ?? { kind: 'complete' });
    expect(groups.map((g) => [g.title, g.items])).toEqual([
      ['Waiting for you', ['b', 'd']],
      ['With the fund', ['c', 'f']],
      ['Completed and closed', ['a', 'e']],
    ]);
    expect(summaryGroups(['a'], () => ({ kind: 'complete' })).map((g) => g.id)).toEqual(['closed']);
  });
});
