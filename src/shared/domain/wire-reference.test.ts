import { describe, expect, it } from 'vitest';
import { mayReceiveWireInstructions, wireReference } from './wire-reference';

describe('the wire reference', () => {
  it('is built from the subscription’s id, in groups of four', () => {
    expect(wireReference('3f9a1c2b-77d0-4e5f-9a8b-0123456789ab')).toBe('SUB-3F9A-1C2B-77D0');
  });

  it('differs between two subscriptions', () => {
    expect(wireReference('3f9a1c2b-77d0-4e5f-9a8b-0123456789ab')).not.toBe(
      wireReference('3f9a1c2b-77d1-4e5f-9a8b-0123456789ab'),
    );
  });
});

const SIGNED_AT = '2026-02-20T00:00:00.000Z';
const signed = {
  currentStep: 'MID_CLOSING',
  subscriptionAgreementDate: SIGNED_AT,
  completionDate: null,
  fundsTransferDate: null,
  proofOfAccreditationDate: null,
  isApproved: null,
  rejectionDate: null,
  withdrawalDate: null,
} as const;

describe('who may see wire instructions', () => {
  it.each([
    ['approved after everyone signed', { ...signed, isApproved: true }, true],
    ['signed, not approved', signed, false],
    ['declined', { ...signed, isApproved: false, rejectionDate: '2026-03-01T00:00:00.000Z' }, false],
    ['approved, then declined', { ...signed, isApproved: true, rejectionDate: '2026-03-01T00:00:00.000Z' }, false],
    [
      'approved in the wizard, before any signature',
      { ...signed, currentStep: 'INTL_INVESTOR', subscriptionAgreementDate: null, isApproved: true },
      false,
    ],
    ['approved, a co-signer still to sign', { ...signed, subscriptionAgreementDate: null, isApproved: true }, false],
    [
      'approved, then sent back by a change request',
      { ...signed, currentStep: 'NAME_PHONE', subscriptionAgreementDate: null, isApproved: true },
      false,
    ],
    [
      'approved, then withdrawn by the investor',
      { ...signed, isApproved: true, withdrawalDate: '2026-03-02T00:00:00.000Z' },
      false,
    ],
    ['approved and funded', { ...signed, isApproved: true, fundsTransferDate: '2026-03-05T00:00:00.000Z' }, true],
  ] as const)('%s: %s', (_what, transaction, expected) => {
    expect(mayReceiveWireInstructions(transaction)).toBe(expected);
  });
});
