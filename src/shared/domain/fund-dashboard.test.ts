import { describe, expect, it } from 'vitest';
import { dashboardTotals, percentOf } from './fund-dashboard';
import { COMMITTED_STATUS_KINDS, INVESTMENT_STATUS_KINDS } from './investment-status';

describe('fund dashboard totals', () => {
  const figures = INVESTMENT_STATUS_KINDS.map((status, index) => ({
    status,
    count: index + 1,
    amount: 100 * (index + 1),
  }));
  const of = (status: string) => figures.find((f) => f.status === status) ?? { count: 0, amount: 0 };

  it('counts signed as the fund page counts toward its target', () => {
    const signed = COMMITTED_STATUS_KINDS.map(of);
    expect(dashboardTotals(figures).signed).toEqual({
      count: signed.reduce((s, f) => s + f.count, 0),
      amount: signed.reduce((s, f) => s + f.amount, 0),
    });
  });

  it('leaves declined, withdrawn and end screens out of committed, and counts funded and complete as funded', () => {
    const totals = dashboardTotals(figures);
    const all = figures.reduce((s, f) => s + f.count, 0);
    expect(totals.committed.count).toBe(all - of('declined').count - of('withdrawn').count - of('notEligible').count);
    expect(totals.funded).toEqual({
      count: of('funded').count + of('complete').count,
      amount: of('funded').amount + of('complete').amount,
    });
    expect(totals.declined).toEqual({ count: of('declined').count, amount: of('declined').amount });
    expect(totals.approved.count).toBe(
      of('awaitingCountersignature').count + of('awaitingFunds').count + of('funded').count + of('complete').count,
    );
  });

  it('answers percentages of a target, zero without one', () => {
    expect(percentOf(250, 1000)).toBe(25);
    expect(percentOf(250, null)).toBe(0);
    expect(percentOf(250, 0)).toBe(0);
  });
});
