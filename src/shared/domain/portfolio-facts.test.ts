import { describe, expect, it } from 'vitest';
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
    });
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
    expect(portfolioFacts({ accounts: [], transactions: [transaction] })).toEqual({
      ...NO_PORTFOLIO_FACTS,
      transactionCount: 1,
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
