import { describe, expect, it } from 'vitest';
import { iraConfirmedAccounts, isIraTaxIdConfirmed, isMoiEditHidden, lockedFieldRule } from './field-locks';
import { aTransaction } from './test-fixtures';

const SIGNED = '2026-05-01T12:00:00.000Z';
const values = { isConfirmed: false, methodOfInvestment: 'individual' as const, accountIntegrationId: null };
const noFacts = { hasSignedAgreement: false, iraSsnConfirmedAccountIds: [], iraSecondaryEinConfirmedAccountIds: [] };

describe('read-only fields (docs/spec.md §2 display rules)', () => {
  it('leaves a fresh form editable', () => {
    const isLocked = lockedFieldRule({ values, transaction: aTransaction(), facts: noFacts });
    expect(['legalFirstName', 'ssn', 'residenceAddress.city'].some((p) => isLocked(p as never))).toBe(false);
  });

  it("hides CONFIRM_MOI's Edit once the confirm flag is set, or an IRA's tax ids were confirmed", () => {
    const transaction = aTransaction();
    expect(isMoiEditHidden({ values, transaction, facts: noFacts })).toBe(false);
    expect(isMoiEditHidden({ values: { ...values, isConfirmed: true }, transaction, facts: noFacts })).toBe(true);
    const ira = { ...values, methodOfInvestment: 'ira' as const, accountIntegrationId: 'ira-account' };
    const facts = { ...noFacts, iraSsnConfirmedAccountIds: ['ira-account'] };
    expect(isMoiEditHidden({ values: ira, transaction, facts })).toBe(true);
  });

  it('locks every field once the confirm flag is set', () => {
    const isLocked = lockedFieldRule({
      values: { ...values, isConfirmed: true },
      transaction: aTransaction(),
      facts: noFacts,
    });
    expect(isLocked('residenceAddress.city')).toBe(true);
    expect(isLocked('accreditation')).toBe(true);
  });

  it('locks legal names once any transaction has a subscription agreement date (the facts say so)', () => {
    const isLocked = lockedFieldRule({
      values,
      transaction: aTransaction(),
      facts: { ...noFacts, hasSignedAgreement: true },
    });
    expect(isLocked('legalFirstName')).toBe(true);
    expect(isLocked('legalLastName')).toBe(true);
    expect(isLocked('preferredFirstName')).toBe(false);
    expect(isLocked('mobilePhone')).toBe(false);
  });

  it('locks the IRA SSN and secondary EIN once confirmed at signing', () => {
    const transaction = aTransaction({
      iraSSNConfirmedWithSubscriptionAgreementSigningDate: SIGNED,
      iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate: SIGNED,
    });
    const ira = { ...values, methodOfInvestment: 'ira' as const };
    const isLocked = lockedFieldRule({ values: ira, transaction, facts: noFacts });
    expect(isLocked('ssn')).toBe(true);
    expect(isLocked('iraSecondaryEin')).toBe(true);
    expect(isIraTaxIdConfirmed({ values: ira, transaction, facts: noFacts })).toBe(true);
  });

  it('keeps them locked in a later subscription that uses the same IRA account', () => {
    const signed = aTransaction({
      integrationId: 'signed',
      accountIntegrationId: 'ira-account',
      iraSSNConfirmedWithSubscriptionAgreementSigningDate: SIGNED,
    });
    const facts = {
      hasSignedAgreement: true,
      ...iraConfirmedAccounts([signed, aTransaction({ integrationId: 'new' })]),
    };
    expect(facts).toMatchObject({ iraSsnConfirmedAccountIds: ['ira-account'], iraSecondaryEinConfirmedAccountIds: [] });
    const later = { ...values, methodOfInvestment: 'ira' as const, accountIntegrationId: 'ira-account' };
    const isLocked = lockedFieldRule({ values: later, transaction: aTransaction(), facts });
    expect(isLocked('ssn')).toBe(true);
    expect(isLocked('iraSecondaryEin')).toBe(false);
    expect(isIraTaxIdConfirmed({ values: later, transaction: aTransaction(), facts })).toBe(true);

    // Another account, or a new method of investment, starts unlocked.
    const other = { ...later, accountIntegrationId: 'another-ira' };
    expect(lockedFieldRule({ values: other, transaction: aTransaction(), facts })('ssn')).toBe(false);
    expect(
      isIraTaxIdConfirmed({ values: { ...later, accountIntegrationId: null }, transaction: aTransaction(), facts }),
    ).toBe(false);
  });

  it('does not lock the SSN of other methods for an IRA confirmation', () => {
    const transaction = aTransaction({ iraSSNConfirmedWithSubscriptionAgreementSigningDate: SIGNED });
    expect(lockedFieldRule({ values, transaction, facts: noFacts })('ssn')).toBe(false);
    expect(isIraTaxIdConfirmed({ values, transaction, facts: noFacts })).toBe(false);
  });
});
