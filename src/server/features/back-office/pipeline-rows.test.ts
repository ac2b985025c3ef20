import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../shared/domain/entities';
import { aTransaction } from '../../../shared/domain/test-fixtures';
import { approvalOf, statusOf, stepTitle } from './pipeline-rows';

const transaction = (over: Partial<Transaction> = {}): Transaction =>
  aTransaction({ integrationId: 't', portalFundSlug: 'f', currentStep: 'NAME_PHONE', amount: 100, ...over });

const DATE = '2026-02-01T00:00:00.000Z';
const inProgress = { status: 'inProgress' as const, countersignedAt: null };
const completed = { status: 'completed' as const, countersignedAt: null };
const countersigned = { status: 'completed' as const, countersignedAt: new Date(DATE) };

describe('where a transaction stands in the pipeline', () => {
  it.each([
    ['in progress in the wizard', transaction(), null, 'inProgress'],
    ['stopped at an end screen', transaction({ currentStep: 'INVALID_INVESTOR_STATUS' }), null, 'stopped'],
    ['waiting for its signatures', transaction({ currentStep: 'MID_CLOSING' }), inProgress, 'signing'],
    ['signed by everyone', transaction({ currentStep: 'MID_CLOSING' }), completed, 'signed'],
    ['signed, by its agreement date', transaction({ subscriptionAgreementDate: DATE }), null, 'signed'],
    ['approved', transaction({ subscriptionAgreementDate: DATE, isApproved: true }), completed, 'approved'],
    [
      'approved and countersigned',
      transaction({ subscriptionAgreementDate: DATE, isApproved: true }),
      countersigned,
      'countersigned',
    ],
    [
      'complete once countersigned and completed',
      transaction({ completionDate: DATE, isApproved: true }),
      countersigned,
      'complete',
    ],
    ['complete by its completion date', transaction({ completionDate: DATE, isApproved: true }), completed, 'complete'],
    [
      'complete by SPEC §4 dates',
      transaction({ fundsTransferDate: DATE, proofOfAccreditationDate: DATE, subscriptionAgreementDate: DATE }),
      completed,
      'complete',
    ],
    ['rejected', transaction({ rejectionDate: DATE, isApproved: false }), null, 'rejected'],
  ] as const)('is %s', (_name, t, envelope, expected) => {
    expect(statusOf(t, envelope)).toBe(expected);
  });

  it.each([
    [{ rejectionDate: null, isApproved: null }, 'pending'],
    [{ rejectionDate: null, isApproved: true }, 'approved'],
    [{ rejectionDate: DATE, isApproved: false }, 'rejected'],
  ] as const)('reads the approval of %j as %s', (t, expected) => {
    expect(approvalOf(t)).toBe(expected);
  });

  it('names the current step by its title', () => {
    expect(stepTitle('NAME_PHONE')).not.toBe('NAME_PHONE');
    expect(stepTitle('SOMETHING_ELSE')).toBe('SOMETHING_ELSE');
  });
});
