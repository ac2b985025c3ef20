import { describe, expect, it } from 'vitest';
import type { SignerSummary } from '../../../shared/api/signing';
import { signerStatusText } from './signer-words';

const signer = (overrides: Partial<SignerSummary>): SignerSummary => ({
  signerId: 's-1',
  role: 'coInvestor',
  name: 'Charles Babbage',
  emailHint: 'c•••@example.com',
  status: 'pending',
  signedAt: null,
  invitedAt: null,
  ...overrides,
});

const US_EAST = { locale: 'en-US', timeZone: 'America/New_York' };

describe('signer status', () => {
  it.each<[string, Partial<SignerSummary>, string]>([
    ['a signer who signed', { status: 'signed', signedAt: '2026-05-04T15:30:00Z' }, 'Signed on May 4, 2026'],
    ['an invited co-signer', { invitedAt: '2026-05-04T02:00:00Z' }, 'Waiting for signature (e-mail sent May 3, 2026)'],
    ['a co-signer not yet invited', {}, 'Will receive an e-mail once the subscriber has signed'],
    ['the subscriber before signing', { role: 'investor' }, 'Waiting for signature'],
  ])('reads for %s', (_title, overrides, expected) => {
    expect(signerStatusText(signer(overrides), US_EAST)).toBe(expected);
  });
});
