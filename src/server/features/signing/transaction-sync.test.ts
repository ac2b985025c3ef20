// What the envelope's progress writes on the transaction (transaction-sync.ts): for an IRA, the investor's signature
// confirms the IRA SSN and the secondary EIN, once (docs/spec.md §2: they are read-only from then on).
import { describe, expect, it } from 'vitest';
import { values } from '../../../../model-tests/fixtures/values';
import { aTransaction } from '../../../shared/domain/test-fixtures';
import type { TransactionRecord } from '../investment-flow/public-api';
import { emptyAgreementFields } from './agreement-fields';
import type { EnvelopeSigner, EnvelopeState } from './signature-provider';
import { transactionPatchFor } from './transaction-sync';

const SIGNED_AT = new Date('2026-05-01T12:00:00.000Z');

const investor = (overrides: Partial<EnvelopeSigner> = {}): EnvelopeSigner => ({
  signerId: 'signer-1',
  role: 'investor',
  routingOrder: 1,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  userId: 'user-1',
  status: 'pending',
  consentedAt: null,
  signedAt: null,
  invitedAt: SIGNED_AT,
  reminderCount: 0,
  ...overrides,
});

const state = (signer: EnvelopeSigner): EnvelopeState => ({
  envelopeId: 'env-1',
  transactionId: 'txn-1',
  ownerUserId: 'user-1',
  fundSlug: 'fund-one',
  status: 'inProgress',
  isVoided: false,
  fields: emptyAgreementFields(),
  isPortalAgreement: true,
  signers: [signer],
  sealedSha256: null,
  completedAt: null,
  countersignature: null,
  taxForm: null,
});

const record = (overrides: Partial<TransactionRecord> = {}): TransactionRecord => ({
  transaction: aTransaction({ subscriptionAgreementDocusignId: 'env-1', currentStep: 'DOCUMENT_SIGNED' }),
  currentStep: 'DOCUMENT_SIGNED',
  values: values({ methodOfInvestment: 'ira', ssn: '123456789', iraSecondaryEin: '987654321' }),
  version: 1,
  startedAt: '2026-05-01T12:00:00.000Z',
  userId: 'user-1',
  ...overrides,
});

describe('the transaction as the envelope moves on', () => {
  it("records the IRA SSN's and the secondary EIN's confirmation when the investor signs", () => {
    const signed = state(investor({ status: 'signed', signedAt: SIGNED_AT }));
    expect(transactionPatchFor(record(), signed)).toEqual({
      iraSSNConfirmedWithSubscriptionAgreementSigningDate: SIGNED_AT.toISOString(),
      iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate: SIGNED_AT.toISOString(),
    });
  });

  it('records nothing before the investor signs, for another method, or a second time', () => {
    expect(transactionPatchFor(record(), state(investor()))).toEqual({});
    const signed = state(investor({ status: 'signed', signedAt: SIGNED_AT }));
    const individual = record({ values: values({ methodOfInvestment: 'individual', ssn: '123456789' }) });
    expect(transactionPatchFor(individual, signed)).toEqual({});
    const confirmed = record({
      transaction: aTransaction({
        subscriptionAgreementDocusignId: 'env-1',
        iraSSNConfirmedWithSubscriptionAgreementSigningDate: '2026-04-01T00:00:00.000Z',
        iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate: '2026-04-01T00:00:00.000Z',
      }),
    });
    expect(transactionPatchFor(confirmed, signed)).toEqual({});
  });

  it('confirms only the tax ids the IRA has', () => {
    const signed = state(investor({ status: 'signed', signedAt: SIGNED_AT }));
    const withoutEin = record({ values: values({ methodOfInvestment: 'ira', ssn: '123456789', iraSecondaryEin: '' }) });
    expect(transactionPatchFor(withoutEin, signed)).toEqual({
      iraSSNConfirmedWithSubscriptionAgreementSigningDate: SIGNED_AT.toISOString(),
    });
  });
});
