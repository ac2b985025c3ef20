import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../../shared/domain/entities';
import { aTransaction } from '../../../../shared/domain/test-fixtures';
import { approvalOf, statusOf } from './pipeline-rows';
import { stepTitle } from './step-title';

const transaction = (over: Partial<Transaction> = {}): Transaction =>
  aTransaction({ integrationId: 't', portalFundSlug: 'f', currentStep: 'NAME_PHONE', amount: 100, ...over });

const DATE = '2026-02-01T00:00:00.000Z';
type Source = Parameters<typeof statusOf>[1];
const signer = (name: string, status: 'signed' | 'pending') => ({
  id: name,
  envelopeId: 'e',
  role: 'investor' as const,
  name,
  status,
  signedAt: status === 'signed' ? new Date(DATE) : null,
});
const envelope = (status: 'inProgress' | 'completed', countersignedAt: Date | null = null) => ({
  id: 'e',
  status,
  completedAt: status === 'completed' ? new Date(DATE) : null,
  countersignedAt,
});
const none: Source = { envelope: null, signers: [] };
const spousePending = {
  envelope: envelope('inProgress'),
  signers: [signer('Ann Investor', 'signed'), signer('Sam Spouse', 'pending')],
} as Source;
const allSigned = { envelope: envelope('completed'), signers: [signer('Ann Investor', 'signed')] } as Source;
const countersigned = {
  envelope: envelope('completed', new Date(DATE)),
  signers: [signer('Ann Investor', 'signed')],
} as Source;

describe('where a transaction stands in the pipeline (one status vocabulary)', () => {
  it.each([
    ['in progress in the wizard', transaction(), none, 'inProgress'],
    ['at the signing step', transaction({ currentStep: 'DOCUMENT_SIGNED' }), none, 'inProgress'],
    ['not eligible at an end screen', transaction({ currentStep: 'INVALID_INVESTOR_STATUS' }), none, 'notEligible'],
    ['waiting for the spouse', transaction({ currentStep: 'MID_CLOSING' }), spousePending, 'awaitingCoSigners'],
    ['signed by everyone', transaction({ currentStep: 'MID_CLOSING' }), allSigned, 'underReview'],
    ['signed, by its agreement date', transaction({ subscriptionAgreementDate: DATE }), none, 'underReview'],
    [
      'approved',
      transaction({ subscriptionAgreementDate: DATE, isApproved: true }),
      allSigned,
      'awaitingCountersignature',
    ],
    [
      'approved and countersigned',
      transaction({ subscriptionAgreementDate: DATE, isApproved: true }),
      countersigned,
      'awaitingFunds',
    ],
    [
      'funded',
      transaction({ subscriptionAgreementDate: DATE, isApproved: true, fundsTransferDate: DATE }),
      countersigned,
      'funded',
    ],
    ['complete by its completion date', transaction({ completionDate: DATE, isApproved: true }), allSigned, 'complete'],
    [
      'complete by docs/spec.md §4 dates',
      transaction({ fundsTransferDate: DATE, proofOfAccreditationDate: DATE, subscriptionAgreementDate: DATE }),
      allSigned,
      'complete',
    ],
    ['declined', transaction({ rejectionDate: DATE, isApproved: false }), none, 'declined'],
  ] as const)('is %s', (_name, t, source, expected) => {
    expect(statusOf(t, source).kind).toBe(expected);
  });

  it('names who the investment waits for', () => {
    expect(statusOf(transaction({ currentStep: 'MID_CLOSING' }), spousePending)).toEqual({
      kind: 'awaitingCoSigners',
      waitingFor: ['Sam Spouse'],
    });
  });

  it.each([
    [{ rejectionDate: null, isApproved: null }, 'pending'],
    [{ rejectionDate: null, isApproved: true }, 'approved'],
    [{ rejectionDate: DATE, isApproved: false }, 'rejected'],
  ] as const)('reads the approval of %j as %s', (t, expected) => {
    expect(approvalOf(t)).toBe(expected);
  });

  it('names the current step by its title, and an end screen by plain words rather than its heading', () => {
    expect(stepTitle('NAME_PHONE')).toBe('Your name and phone');
    expect(stepTitle('INVALID_INVESTOR_STATUS')).toBe('End: Not accredited');
    expect(stepTitle('IRA_PROVIDER_CUSTOM_CONFIRM')).not.toContain('Thank you');
    expect(stepTitle('SOMETHING_ELSE')).toBe('SOMETHING_ELSE');
  });
});
