import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../../shared/domain/test-fixtures';
import { transactionStatus } from './transaction-status';

const AT = '2026-05-01T12:00:00.000Z';
const REASON = 'The fund is fully subscribed from your state.';

describe('transaction status on the summary', () => {
  it.each([
    [aTransaction({ completionDate: AT }), 'Complete', false],
    [aTransaction({ currentStep: 'MID_CLOSING', subscriptionAgreementDate: AT }), 'Signed, awaiting closing', false],
    [aTransaction({ currentStep: 'MID_CLOSING' }), 'Signed, awaiting closing', false],
    [
      aTransaction({ currentStep: 'MID_CLOSING', subscriptionAgreementDate: AT, isApproved: true }),
      'Approved, awaiting closing',
      false,
    ],
    [aTransaction({ currentStep: 'SSN_TAX_ID' }), 'In progress: step 2 of 3', true],
    [aTransaction({ currentStep: 'SSN_TAX_ID', isApproved: true }), 'Approved; in progress: step 2 of 3', true],
    [aTransaction({ currentStep: 'INITIAL' }), 'In progress: step 1 of 3', true],
    [aTransaction({ currentStep: 'INVALID_INVESTOR_STATUS' }), 'Whoops!', false],
  ])('describes %# as %j', (transaction, label, isInProgress) => {
    expect(transactionStatus(transaction, 'en-US')).toEqual({ label, isInProgress, reason: null });
  });

  it('gives the day the fund declined and its reason (SPEC §3 rejectionDate, rejectionReason)', () => {
    const declined = aTransaction({ rejectionDate: AT, rejectionReason: REASON, isApproved: false });
    expect(transactionStatus(declined, 'en-US')).toEqual({
      label: 'Declined on May 1, 2026',
      isInProgress: false,
      reason: REASON,
    });
  });

  it('says declined even when the agreement was signed before the decision', () => {
    const signed = aTransaction({
      currentStep: 'MID_CLOSING',
      subscriptionAgreementDate: AT,
      rejectionDate: AT,
      rejectionReason: REASON,
    });
    expect(transactionStatus(signed, 'en-US')).toMatchObject({ label: 'Declined on May 1, 2026', reason: REASON });
  });
});
