import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../../shared/domain/test-fixtures';
import { transactionStatus } from './transaction-status';

const AT = '2026-05-01T12:00:00.000Z';

describe('transaction status on the summary', () => {
  it.each([
    [aTransaction({ completionDate: AT }), 'Complete', false],
    [aTransaction({ currentStep: 'MID_CLOSING', subscriptionAgreementDate: AT }), 'Signed, awaiting closing', false],
    [aTransaction({ currentStep: 'SSN_TAX_ID' }), 'In progress: step 2 of 3', true],
    [aTransaction({ currentStep: 'INITIAL' }), 'In progress: step 1 of 3', true],
    [aTransaction({ currentStep: 'INVALID_INVESTOR_STATUS' }), 'Whoops!', false],
    [aTransaction({ rejectionDate: AT }), 'Declined', false],
  ])('describes %# as %j', (transaction, label, isInProgress) => {
    expect(transactionStatus(transaction)).toEqual({ label, isInProgress });
  });
});
