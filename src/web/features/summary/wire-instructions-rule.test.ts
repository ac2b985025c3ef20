import { describe, expect, it } from 'vitest';
import type { InvestmentStatus } from '../../../shared/domain/investment-status';
import type { LifecycleColumns } from '../../../shared/domain/lifecycle';
import { hasWireInstructions } from './wire-instructions-rule';

const AT = '2026-03-01T00:00:00.000Z';
const signed: LifecycleColumns = {
  currentStep: 'MID_CLOSING',
  subscriptionAgreementDate: AT,
  completionDate: null,
  fundsTransferDate: null,
  proofOfAccreditationDate: null,
  isApproved: null,
  rejectionDate: null,
  withdrawalDate: null,
};
const approved = { ...signed, isApproved: true };

describe('the card offers wire instructions', () => {
  it.each<[LifecycleColumns, InvestmentStatus, boolean]>([
    [approved, { kind: 'awaitingCountersignature', signedAt: AT }, true],
    [approved, { kind: 'awaitingFunds', countersignedAt: AT }, true],
    [approved, { kind: 'funded', fundedAt: AT }, false],
    [approved, { kind: 'complete' }, false],
    [signed, { kind: 'underReview', signedAt: AT }, false],
    [{ ...signed, isApproved: false, rejectionDate: AT }, { kind: 'declined', on: AT, reason: null }, false],
    [
      { ...approved, currentStep: 'SSN_TAX_ID', subscriptionAgreementDate: null },
      { kind: 'inProgress', step: 'SSN_TAX_ID' },
      false,
    ],
  ])('%j while %j: %s', (transaction, status, expected) => {
    expect(hasWireInstructions(transaction, status)).toBe(expected);
  });
});
