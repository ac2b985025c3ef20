import { describe, expect, it } from 'vitest';
import {
  daysSinceAcknowledgments,
  hasAccreditedTransaction,
  isInWaitingPeriod,
  isSyndicationEligible,
  pickSyndicationFields,
  syndicationWaitingPeriod,
} from './syndication';
import { anInvestor, aTransaction } from './test-fixtures';

// Acknowledged at 10:00 EST on 20 Feb 2026; clocks spring forward on 8 Mar, so day 30 starts at 10:00 EDT (14:00Z).
const ACKNOWLEDGED = '2026-02-20T15:00:00.000Z';
const signedUp = anInvestor({
  syndicationProgramSignUpStartDate: '2026-02-19T15:00:00.000Z',
  syndicationProgramSignUpAcknowledgmentsCompletionDate: ACKNOWLEDGED,
  syndicationProgramSignUpNDACompletionDate: '2026-02-21T15:00:00.000Z',
  proofOfIdentityStatus: 'approved',
  proofOfIdentityStatusUpdateDate: '2026-02-25T15:00:00.000Z',
  proofOfAccreditationDate: '2026-02-25T15:00:00.000Z',
});

describe('isSyndicationEligible', () => {
  it.each([
    ['signed up with accreditation, approved identity, acknowledgments and NDA', true, signedUp],
    [
      'holding an account with proof of accreditation, nothing else',
      true,
      anInvestor({ transactions: [aTransaction(), aTransaction({ proofOfAccreditationDate: ACKNOWLEDGED })] }),
    ],
    ['a new investor', false, anInvestor()],
    ['without a user accreditation date', false, { ...signedUp, proofOfAccreditationDate: null }],
    ['with identity still under review', false, { ...signedUp, proofOfIdentityStatus: 'todo' as const }],
    ['with identity denied', false, { ...signedUp, proofOfIdentityStatus: 'denied' as const }],
    ['without acknowledgments', false, { ...signedUp, syndicationProgramSignUpAcknowledgmentsCompletionDate: null }],
    ['without the NDA', false, { ...signedUp, syndicationProgramSignUpNDACompletionDate: null }],
    ['with transactions lacking proof of accreditation', false, anInvestor({ transactions: [aTransaction()] })],
  ])('%s: eligible %s', (_title, expected, investments) => {
    expect(isSyndicationEligible(investments)).toBe(expected);
  });
});

describe('hasAccreditedTransaction', () => {
  it.each([
    ['a transaction with proof of accreditation', true, [aTransaction({ proofOfAccreditationDate: ACKNOWLEDGED })]],
    ['a transaction without it', false, [aTransaction()]],
    ['no transactions', false, []],
  ])('with %s is %s', (_title, expected, transactions) => {
    expect(hasAccreditedTransaction({ transactions })).toBe(expected);
  });
});

describe('daysSinceAcknowledgments', () => {
  it('is 0 without acknowledgments', () => {
    expect(daysSinceAcknowledgments(anInvestor(), '2030-01-01T00:00:00.000Z')).toBe(0);
  });

  it('counts whole US Eastern days', () => {
    expect(daysSinceAcknowledgments(signedUp, '2026-03-22T13:59:59.000Z')).toBe(29);
    expect(daysSinceAcknowledgments(signedUp, '2026-03-22T14:00:00.000Z')).toBe(30);
  });
});

describe('syndicationWaitingPeriod', () => {
  const endsAt = new Date('2026-03-22T14:00:00.000Z');

  it.each([
    ['on the day of the acknowledgments', ACKNOWLEDGED, { applies: true, endsAt, daysLeft: 30 }],
    ['half a day in', '2026-02-21T03:00:00.000Z', { applies: true, endsAt, daysLeft: 30 }],
    ['on day 29 (10:00 EDT on 21 Mar)', '2026-03-21T14:00:00.000Z', { applies: true, endsAt, daysLeft: 1 }],
    ['in the last second of day 29', '2026-03-22T13:59:59.000Z', { applies: true, endsAt, daysLeft: 1 }],
    [
      'at the start of day 30 (10:00 EDT on 22 Mar)',
      '2026-03-22T14:00:00.000Z',
      { applies: false, endsAt, daysLeft: 0 },
    ],
    [
      '30 × 24 hours minus 30 minutes later, already day 30 in Eastern time',
      '2026-03-22T14:30:00.000Z',
      {
        applies: false,
        endsAt,
        daysLeft: 0,
      },
    ],
    ['long after', '2026-06-01T00:00:00.000Z', { applies: false, endsAt, daysLeft: 0 }],
  ])('%s', (_title, now, expected) => {
    expect(syndicationWaitingPeriod(signedUp, now)).toEqual(expected);
    expect(isInWaitingPeriod(signedUp, now)).toBe(expected.applies);
  });

  it.each([
    ['acknowledgments', { syndicationProgramSignUpAcknowledgmentsCompletionDate: null }],
    ['the NDA', { syndicationProgramSignUpNDACompletionDate: null }],
    ['the identity update date', { proofOfIdentityStatusUpdateDate: null }],
    ['approved identity', { proofOfIdentityStatus: 'todo' as const }],
    ['the accreditation date', { proofOfAccreditationDate: null }],
  ])('does not apply without %s', (_title, missing) => {
    expect(syndicationWaitingPeriod({ ...signedUp, ...missing }, '2026-03-01T00:00:00.000Z')).toEqual({
      applies: false,
      endsAt: null,
      daysLeft: 0,
    });
  });
});

describe('pickSyndicationFields', () => {
  it('keeps the syndication fields and drops the rest', () => {
    const investor = anInvestor({ ...signedUp, mobilePhone: '+12125550100', transactions: [aTransaction()] });
    const picked = pickSyndicationFields(investor);
    expect(picked).not.toHaveProperty('mobilePhone');
    expect(picked.transactions).toEqual([{ proofOfAccreditationDate: null }]);
    expect(picked.syndicationProgramSignUpAcknowledgmentsCompletionDate).toBe(ACKNOWLEDGED);
  });
});
