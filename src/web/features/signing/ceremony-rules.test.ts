import { describe, expect, it } from 'vitest';
import type { SigningView } from '../../../shared/api/signing';
import { draftFor } from '../../components/signature/signature-draft';
import { type CeremonyStage, canSubmitSignature, ceremonyStage } from './ceremony-rules';

const view = (me: Partial<SigningView['me']>, overrides: Partial<SigningView> = {}): SigningView => ({
  envelopeId: 'e-1',
  transactionIntegrationId: 't-1',
  fundName: 'Venture Fund IV',
  status: 'inProgress',
  documentUrl: '/api/signing/transactions/t-1/document',
  lines: [],
  reading: null,
  disclosure: { version: '2026-01', title: 'Disclosure', sections: [], sha256: 'a'.repeat(64) },
  signers: [],
  me: { signerId: 's-1', role: 'investor', name: 'Ada Lovelace', hasConsented: false, hasSigned: false, ...me },
  canSign: true,
  cannotSignReason: null,
  taxForm: null,
  governingDocuments: [],
  ...overrides,
});

describe('the signing ceremony', () => {
  it.each<[string, SigningView, CeremonyStage]>([
    ['asks for consent first', view({}), 'consent'],
    ['asks for the signature once consent is given', view({ hasConsented: true }), 'sign'],
    ['is done once signed', view({ hasConsented: true, hasSigned: true }, { canSign: false }), 'signed'],
    ['is blocked for an admin acting as the investor', view({}, { canSign: false, cannotSignReason: 'No' }), 'blocked'],
  ])('%s', (_title, given, stage) => {
    expect(ceremonyStage(given)).toBe(stage);
  });

  const ready = { view: view({ hasConsented: true }), draft: draftFor('Ada Lovelace'), hasIntent: true, isBusy: false };

  it.each<[string, Partial<typeof ready>, boolean]>([
    ['with consent, a signature and the intent to sign', {}, true],
    ['without the intent to sign', { hasIntent: false }, false],
    ['while a request is under way', { isBusy: true }, false],
    ['without a valid signature', { draft: draftFor('') }, false],
    ['before consent', { view: view({}) }, false],
  ])('lets the signer sign %s: %s', (_title, overrides, expected) => {
    expect(canSubmitSignature({ ...ready, ...overrides })).toBe(expected);
  });
});
