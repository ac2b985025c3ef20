import { describe, expect, it } from 'vitest';
import { isIraTaxIdConfirmed, lockedFieldRule } from './field-locks';
import { aTransaction } from './test-fixtures';

const SIGNED = '2026-05-01T12:00:00.000Z';
const values = { isConfirmed: false, methodOfInvestment: 'individual' as const };

describe('read-only fields (docs/spec.md §2 display rules)', () => {
  it('leaves a fresh form editable', () => {
    const isLocked = lockedFieldRule({ values, transaction: aTransaction(), facts: { hasSignedAgreement: false } });
    expect(['legalFirstName', 'ssn', 'residenceAddress.city'].some((p) => isLocked(p as never))).toBe(false);
  });

  it('locks every field once the confirm flag is set', () => {
    const isLocked = lockedFieldRule({
      values: { ...values, isConfirmed: true },
      transaction: aTransaction(),
      facts: { hasSignedAgreement: false },
    });
    expect(isLocked('residenceAddress.city')).toBe(true);
    expect(isLocked('accreditation')).toBe(true);
  });

  it('locks legal names once any transaction has a subscription agreement date (the facts say so)', () => {
    const isLocked = lockedFieldRule({
      values,
      transaction: aTransaction(),
      facts: { hasSignedAgreement: true },
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
    const isLocked = lockedFieldRule({ values: ira, transaction, facts: { hasSignedAgreement: false } });
    expect(isLocked('ssn')).toBe(true);
    expect(isLocked('iraSecondaryEin')).toBe(true);
    expect(isIraTaxIdConfirmed({ values: ira, transaction })).toBe(true);
  });

  it('does not lock the SSN of other methods for an IRA confirmation', () => {
    const transaction = aTransaction({ iraSSNConfirmedWithSubscriptionAgreementSigningDate: SIGNED });
    expect(lockedFieldRule({ values, transaction, facts: { hasSignedAgreement: false } })('ssn')).toBe(false);
    expect(isIraTaxIdConfirmed({ values, transaction })).toBe(false);
  });
});
