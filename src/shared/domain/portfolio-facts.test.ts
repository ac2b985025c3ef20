import { describe, expect, it } from 'vitest';
import { daysSinceAcknowledgments } from './acknowledgment-days';
import { NO_PORTFOLIO_FACTS, portfolioFacts, transactionPageCount } from './portfolio-facts';
import { anAccount, aTransaction } from './test-fixtures';

const AT = '2026-05-01T12:00:00.000Z';

describe('facts over all of an investor’s transactions', () => {
  it('says nothing is there before the first transaction', () => {
    expect(NO_PORTFOLIO_FACTS).toEqual({
      transactionCount: 0,
      hasIncompleteTransaction: false,
      hasCompletedTransaction: false,
      hasSignedAgreement: false,
      hasAccreditationProof: false,
      validAccountIds: [],
      iraSsnConfirmedAccountIds: [],
      iraSecondaryEinConfirmedAccountIds: [],
      syndicationWaitingPeriodEndsAt: null,
      fundCount: 0,
      signedCommitmentCents: 0,
      signedCount: 0,
    });
  });

  it('totals the signed commitments that stand, apart from declined, withdrawn and unsigned ones', () => {
    const transactions = [
      aTransaction({ integrationId: 'a', portalFundSlug: 'one', amount: 5_000_000, subscriptionAgreementDate: AT }),
      aTransaction({ integrationId: 'b', portalFundSlug: 'one', amount: 2_500_000, subscriptionAgreementDate: AT }),
      aTransaction({ integrationId: 'c', portalFundSlug: 'two', amount: 1_000_000 }),
      aTransaction({
        integrationId: 'd',
        portalFundSlug: 'two',
        amount: 9_000_000,
        subscriptionAgreementDate: AT,
        rejectionDate: AT,
      }),
      aTransaction({
        integrationId: 'e',
        portalFundSlug: 'three',
        amount: 7_000_000,
        subscriptionAgreementDate: AT,
        withdrawalDate: AT,
      }),
    ];
    expect(portfolioFacts({ accounts: [], transactions })).toMatchObject({
      fundCount: 3,
      signedCommitmentCents: 7_500_000,
      signedCount: 2,
    });
  });

  it.each([
    ['the same Eastern time 30 days after the acknowledgments', '2026-02-20T15:00:00.000Z', '2026-03-22T14:00:00.000Z'],
    // 02:30 on 14 March 2027 does not exist: the clocks jump from 02:00 EST to 03:00 EDT.
    [
      'the jump of the clocks when they spring forward over that time',
      '2027-02-12T07:30:00.000Z',
      '2027-03-14T07:00:00.000Z',
    ],
  ])('says the syndication waiting period ends at %s', (_title, acknowledgedAt, endsAt) => {
    const facts = portfolioFacts({
      accounts: [],
      transactions: [],
      syndicationProgramSignUpAcknowledgmentsCompletionDate: acknowledgedAt,
    });
    expect(facts.syndicationWaitingPeriodEndsAt).toBe(endsAt);
    const justBefore = new Date(new Date(endsAt).getTime() - 1);
    expect(
      daysSinceAcknowledgments({ syndicationProgramSignUpAcknowledgmentsCompletionDate: acknowledgedAt }, justBefore),
    ).toBe(29);
    expect(
      daysSinceAcknowledgments({ syndicationProgramSignUpAcknowledgmentsCompletionDate: acknowledgedAt }, endsAt),
    ).toBe(30);
  });

  it.each([
    ['an open transaction', aTransaction(), { hasIncompleteTransaction: true }],
    ['one with a completion date', aTransaction({ completionDate: AT }), { hasCompletedTransaction: true }],
    [
      'one complete by funds transfer, accreditation and agreement alone',
      aTransaction({ fundsTransferDate: AT, proofOfAccreditationDate: AT, subscriptionAgreementDate: AT }),
      { hasSignedAgreement: true, hasAccreditationProof: true },
    ],
    [
      'an open signed one',
      aTransaction({ subscriptionAgreementDate: AT }),
      { hasIncompleteTransaction: true, hasSignedAgreement: true },
    ],
    [
      'an open accredited one',
      aTransaction({ proofOfAccreditationDate: AT }),
      { hasIncompleteTransaction: true, hasAccreditationProof: true },
    ],
  ])('reads %s', (_title, transaction, expected) => {
    // The totals of a single transaction (its fund; its amount once signed) are tested on their own below.
    const signed = transaction.subscriptionAgreementDate !== null;
    expect(portfolioFacts({ accounts: [], transactions: [transaction] })).toEqual({
      ...NO_PORTFOLIO_FACTS,
      transactionCount: 1,
      fundCount: 1,
      ...(signed && { signedCount: 1, signedCommitmentCents: transaction.amount ?? 0 }),
      ...expected,
    });
  });

  it('counts every transaction and holds a fact when any one of them does', () => {
    const transactions = [aTransaction({ completionDate: AT }), aTransaction({ integrationId: 'open' })];
    expect(portfolioFacts({ accounts: [], transactions })).toMatchObject({
      transactionCount: 2,
      hasIncompleteTransaction: true,
      hasCompletedTransaction: true,
    });
  });

  it('names the accounts with a signed or enveloped transaction as valid existing accounts (docs/spec.md §4)', () => {
    const accounts = [
      anAccount({ integrationId: 'signed' }),
      anAccount({ integrationId: 'enveloped' }),
      anAccount({ integrationId: 'unsigned' }),
    ];
    const transactions = [
      aTransaction({ accountIntegrationId: 'signed', subscriptionAgreementDate: AT }),
      aTransaction({ accountIntegrationId: 'enveloped', subscriptionAgreementDocusignId: 'env-1' }),
      aTransaction({ accountIntegrationId: 'unsigned' }),
    ];
    expect(portfolioFacts({ accounts, transactions }).validAccountIds).toEqual(['signed', 'enveloped']);
  });

  it('names the IRA accounts whose tax ids a signature confirmed, once each (docs/spec.md §2)', () => {
    const transactions = [
      aTransaction({ accountIntegrationId: 'ira', iraSSNConfirmedWithSubscriptionAgreementSigningDate: AT }),
      aTransaction({
        accountIntegrationId: 'ira',
        iraSSNConfirmedWithSubscriptionAgreementSigningDate: AT,
        iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate: AT,
      }),
      aTransaction({ accountIntegrationId: 'unconfirmed' }),
      aTransaction({ accountIntegrationId: null, iraSSNConfirmedWithSubscriptionAgreementSigningDate: AT }),
    ];
    expect(portfolioFacts({ accounts: [], transactions })).toMatchObject({
      iraSsnConfirmedAccountIds: ['ira'],
      iraSecondaryEinConfirmedAccountIds: ['ira'],
    });
  });

  it.each([
    [0, 1],
    [1, 1],
    [10, 1],
    [11, 2],
    [100, 10],
  ])('fills %i transactions into %i summary pages', (transactionCount, pages) => {
    expect(transactionPageCount({ transactionCount })).toBe(pages);
  });
});
