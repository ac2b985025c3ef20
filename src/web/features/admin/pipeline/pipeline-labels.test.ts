import { describe, expect, it } from 'vitest';
import type { PipelineSigner } from '../../../../shared/api/admin-pipeline';
import { approvalText, signaturesText } from './pipeline-labels';

const signer = (status: 'signed' | 'pending'): PipelineSigner => ({
  role: 'investor',
  name: 'A',
  status,
  signedAt: null,
});

describe('signature status in the pipeline', () => {
  it.each([
    ['none' as const, [], 'Not sent'],
    ['inProgress' as const, [signer('signed'), signer('pending')], '1 of 2 signed'],
    ['inProgress' as const, [signer('pending')], '0 of 1 signed'],
    ['completed' as const, [signer('signed'), signer('signed')], 'All 2 signed'],
  ])('reads an envelope %s as %j', (envelopeStatus, signers, expected) => {
    expect(signaturesText({ envelopeStatus, signers })).toBe(expected);
  });
});

describe('approval in the pipeline', () => {
  it.each([
    ['pending' as const, 'notEligible' as const, 'Not signed yet'],
    ['pending' as const, 'inProgress' as const, 'Not signed yet'],
    ['pending' as const, 'underReview' as const, 'Awaiting decision'],
    ['pending' as const, 'awaitingCoSigners' as const, 'Awaiting decision'],
    ['approved' as const, 'inProgress' as const, 'Approved'],
    ['rejected' as const, 'declined' as const, 'Rejected'],
  ])('reads %s while %s as %j', (approval, status, expected) => {
    expect(approvalText({ approval, status })).toBe(expected);
  });
});
