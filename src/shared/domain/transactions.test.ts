import { describe, expect, it } from 'vitest';
import { aFund, aTransaction } from './test-fixtures';
import { chooseTransactionForFund, isAmountValid, isRecentlyCompleted, isTransactionComplete } from './transactions';

const DATE = '2026-01-10T15:00:00.000Z';

describe('isTransactionComplete', () => {
  it.each([
    ['a completion date alone', true, { completionDate: DATE }],
    [
      'funds transferred, accreditation proven and agreement signed',
      true,
      { fundsTransferDate: DATE, proofOfAccreditationDate: DATE, subscriptionAgreementDate: DATE },
    ],
    ['nothing', false, {}],
    ['no funds transfer', false, { proofOfAccreditationDate: DATE, subscriptionAgreementDate: DATE }],
    ['no proof of accreditation', false, { fundsTransferDate: DATE, subscriptionAgreementDate: DATE }],
    ['no signed agreement', false, { fundsTransferDate: DATE, proofOfAccreditationDate: DATE }],
  ])('with %s: %s', (_title, expected, dates) => {
    expect(isTransactionComplete(aTransaction(dates))).toBe(expected);
  });
});

describe('isRecentlyCompleted', () => {
  const completed = aTransaction({ completionDate: '2026-01-01T12:00:00.000Z' });
  const transferred = aTransaction({
    fundsTransferDate: '2026-01-01T12:00:00.000Z',
    proofOfAccreditationDate: DATE,
    subscriptionAgreementDate: DATE,
  });

  it.each([
    ['on the completion day', true, completed, '2026-01-01T12:00:00.000Z'],
    ['one second before 8 weeks', true, completed, '2026-02-26T11:59:59.000Z'],
    ['at exactly 8 weeks', false, completed, '2026-02-26T12:00:00.000Z'],
    ['long after', false, completed, '2026-06-01T12:00:00.000Z'],
    ['by funds transfer date within 8 weeks', true, transferred, '2026-02-26T11:59:59.000Z'],
    ['by funds transfer date after 8 weeks', false, transferred, '2026-02-26T12:00:00.000Z'],
  ])('%s: %s', (_title, expected, t, now) => {
    expect(isRecentlyCompleted(t, now)).toBe(expected);
  });

  it('prefers the completion date over the funds transfer date', () => {
    const t = aTransaction({
      completionDate: '2026-03-01T12:00:00.000Z',
      fundsTransferDate: '2026-01-01T12:00:00.000Z',
    });
    expect(isRecentlyCompleted(t, '2026-03-10T12:00:00.000Z')).toBe(true);
  });

  it('is false for an incomplete transaction with only a funds transfer date', () => {
    const t = aTransaction({ fundsTransferDate: '2026-01-01T12:00:00.000Z' });
    expect(isRecentlyCompleted(t, '2026-01-02T12:00:00.000Z')).toBe(false);
  });

  it('accepts now as a Date', () => {
    expect(isRecentlyCompleted(completed, new Date('2026-01-02T12:00:00.000Z'))).toBe(true);
  });
});

describe('isAmountValid', () => {
  const bounded = aFund({ minimumInvestmentAmount: 2_500_000, maximumInvestmentAmount: 50_000_000 });
  const open = aFund({ minimumInvestmentAmount: 2_500_000, maximumInvestmentAmount: null });

  it.each([
    ['no amount', null, bounded, false],
    ['below the minimum', 2_499_999, bounded, false],
    ['the minimum', 2_500_000, bounded, true],
    ['the maximum', 50_000_000, bounded, true],
    ['above the maximum', 50_000_001, bounded, false],
    ['far above a minimum with no maximum', 900_000_000, open, true],
  ])('%s is %s', (_title, amount, fund, expected) => {
    expect(isAmountValid(aTransaction({ amount }), fund)).toBe(expected);
  });
});

describe('chooseTransactionForFund', () => {
  const fund = aFund({ slug: 'fund-one', minimumInvestmentAmount: 2_500_000, maximumInvestmentAmount: null });
  const rejectedInvalid = aTransaction({ integrationId: 'rejected-invalid', rejectionDate: DATE, amount: 100 });
  const reservationAtInitial = aTransaction({
    integrationId: 'reservation',
    requiredReservationInAdvance: true,
    currentStep: 'INITIAL',
  });
  const invalidAmount = aTransaction({ integrationId: 'invalid', amount: null, completionDate: DATE });
  const incomplete = aTransaction({ integrationId: 'incomplete', currentStep: 'NAME_PHONE' });
  const completeValid = aTransaction({ integrationId: 'complete', completionDate: DATE });
  const ladder = [rejectedInvalid, reservationAtInitial, invalidAmount, incomplete, completeValid];

  it.each(ladder.map((winner, rung) => [rung + 1, winner.integrationId, [...ladder.slice(rung + 1), winner]] as const))(
    'rung %i (%s) beats every rung below it',
    (_rung, id, transactions) => {
      expect(chooseTransactionForFund(transactions, fund)?.integrationId).toBe(id);
    },
  );

  it('ignores transactions of other funds', () => {
    const elsewhere = aTransaction({ integrationId: 'elsewhere', portalFundSlug: 'fund-two', rejectionDate: DATE });
    expect(chooseTransactionForFund([elsewhere, completeValid], fund)?.integrationId).toBe('complete');
    expect(chooseTransactionForFund([elsewhere], fund)).toBeNull();
  });

  it('does not count a rejected transaction with a valid amount as rung 1', () => {
    const rejectedValid = aTransaction({ integrationId: 'rejected-valid', rejectionDate: DATE });
    expect(chooseTransactionForFund([rejectedValid, reservationAtInitial], fund)?.integrationId).toBe('reservation');
  });

  it('does not count a reservation transaction past INITIAL as rung 2', () => {
    const moved = aTransaction({
      integrationId: 'moved',
      requiredReservationInAdvance: true,
      currentStep: 'SELECT_MOI',
    });
    expect(chooseTransactionForFund([moved, invalidAmount], fund)?.integrationId).toBe('invalid');
  });

  it('picks the first of equals in list order', () => {
    const second = aTransaction({ integrationId: 'incomplete-2', currentStep: 'NAME_PHONE' });
    expect(chooseTransactionForFund([incomplete, second], fund)?.integrationId).toBe('incomplete');
  });

  it('finds nothing in an empty list', () => {
    expect(chooseTransactionForFund([], fund)).toBeNull();
  });
});
