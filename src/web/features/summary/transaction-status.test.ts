import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../../shared/domain/test-fixtures';
import { transactionStatus } from './transaction-status';

const AT = '2026-05-01T12:00:00.000Z';
const REASON = 'The fund is fully subscribed from your state.';
const nobodyLeft = { pendingSigners: [], countersignedAt: null };

describe('transaction status on the summary', () => {
  it.each([
    [aTransaction({ completionDate: AT }), 'Complete', false],
    [
      { ...aTransaction({ currentStep: 'MID_CLOSING', subscriptionAgreementDate: AT }), agreement: nobodyLeft },
      'Signed, under review',
      false,
    ],
    [
      {
        ...aTransaction({ currentStep: 'MID_CLOSING' }),
        agreement: { pendingSigners: ['Sam Spouse'], countersignedAt: null },
      },
      'Waiting for Sam Spouse to sign',
      false,
    ],
    [
      aTransaction({ currentStep: 'MID_CLOSING', subscriptionAgreementDate: AT, isApproved: true }),
      'Approved, awaiting countersignature',
      false,
    ],
    [
      {
        ...aTransaction({ currentStep: 'MID_CLOSING', subscriptionAgreementDate: AT, isApproved: true }),
        agreement: { pendingSigners: [], countersignedAt: AT },
      },
      'Countersigned, awaiting funds',
      false,
    ],
    [aTransaction({ currentStep: 'SSN_TAX_ID' }), 'In progress: step 2 of 3, Your Social Security number', true],
    [aTransaction({ currentStep: 'INITIAL' }), "In progress: step 1 of 3, Let's get started", true],
    [
      aTransaction({ currentStep: 'INVALID_INVESTOR_STATUS' }),
      'Not eligible: This fund accepts only accredited investors and qualified purchasers.',
      true,
    ],
  ])('describes %# as %j', (transaction, label, isInProgress) => {
    expect(transactionStatus(transaction)).toMatchObject({ label, isInProgress, reason: null });
  });

  it('never shows an end screen’s heading as a status, and says what the investor can do', () => {
    for (const currentStep of ['INVALID_INVESTOR_STATUS', 'IRA_PROVIDER_CUSTOM_CONFIRM', 'ERROR_UNKNOWN']) {
      const described = transactionStatus(aTransaction({ currentStep }));
      expect(described.label).not.toMatch(/Whoops|Thank you|not right/);
      expect(described.remedy).toMatch(/\.$/);
    }
  });

  it('gives the day the fund declined and its reason (docs/spec.md §3 rejectionDate, rejectionReason)', () => {
    const declined = aTransaction({ rejectionDate: AT, rejectionReason: REASON, isApproved: false });
    expect(transactionStatus(declined)).toMatchObject({
      label: 'Declined on May 1, 2026',
      isInProgress: false,
      reason: `The fund’s reason: ${REASON}`,
    });
  });

  it('says declined even when the agreement was signed before the decision', () => {
    const signed = aTransaction({
      currentStep: 'MID_CLOSING',
      subscriptionAgreementDate: AT,
      rejectionDate: AT,
      rejectionReason: REASON,
    });
    expect(transactionStatus(signed)).toMatchObject({
      label: 'Declined on May 1, 2026',
      reason: `The fund’s reason: ${REASON}`,
    });
  });

  it('gives the day the investor withdrew and their own reason, and offers no second withdrawal', () => {
    const withdrawn = aTransaction({
      currentStep: 'MID_CLOSING',
      subscriptionAgreementDate: AT,
      withdrawalDate: AT,
      withdrawalReason: 'Plans changed.',
    });
    expect(transactionStatus(withdrawn)).toMatchObject({
      label: 'Withdrawn on May 1, 2026',
      stage: 'withdrawn',
      isInProgress: false,
      reason: 'Your reason: Plans changed.',
      canWithdraw: false,
    });
  });

  it.each([
    ['in the wizard: nothing binds the investor yet', aTransaction({ currentStep: 'SSN_TAX_ID' }), 'inProgress', false],
    [
      'signed, a co-signer to sign',
      {
        ...aTransaction({ currentStep: 'MID_CLOSING' }),
        agreement: { pendingSigners: ['Sam'], countersignedAt: null },
      },
      'awaitingCoSigners',
      true,
    ],
    [
      'signed by everyone, under review',
      { ...aTransaction({ currentStep: 'MID_CLOSING', subscriptionAgreementDate: AT }), agreement: nobodyLeft },
      'underReview',
      true,
    ],
    [
      'approved',
      aTransaction({ currentStep: 'MID_CLOSING', subscriptionAgreementDate: AT, isApproved: true }),
      'approved',
      true,
    ],
    [
      'sent back by a change request',
      {
        ...aTransaction({ currentStep: 'NAME_PHONE' }),
        changeRequest: { requestedAt: AT, mode: 'changeAnswers' as const, items: [{ label: 'Phone', note: 'Typo' }] },
      },
      'changesRequested',
      true,
    ],
    [
      'countersigned by the fund',
      {
        ...aTransaction({ currentStep: 'MID_CLOSING', subscriptionAgreementDate: AT, isApproved: true }),
        agreement: { pendingSigners: [], countersignedAt: AT },
      },
      'awaitingFunds',
      false,
    ],
    [
      'declined',
      aTransaction({ currentStep: 'MID_CLOSING', subscriptionAgreementDate: AT, rejectionDate: AT }),
      'declined',
      false,
    ],
  ])('offers a withdrawal %s: stage %s, %s', (_what, transaction, stage, canWithdraw) => {
    expect(transactionStatus(transaction)).toMatchObject({ stage, canWithdraw });
  });
});
