// docs/spec.md §4 'Definitions' and the routing conditions of the transition table.
import { describe, expect, it } from 'vitest';
import { PORTAL_TYPES } from './codes';
import {
  findCompleteIndividualAccount,
  findCompleteJointAccount,
  hasValidExistingAccounts,
  isBondEquityOrConvertiblePortal,
  isEquityRaisePortal,
  isLouisianaJointTenant,
  isPromotedInterestFund,
  isSecondaryInLouisiana,
  maritalCheckApplies,
  validExistingAccounts,
} from './flow-rules';
import { emptyAddress, emptyFlowValues, type FlowValues } from './flow-values';
import { anAccount, aTransaction } from './test-fixtures';

const inState = (state: string, country = 'US') => ({ ...emptyAddress(country), state });
const values = (overrides: Partial<FlowValues>): FlowValues => ({ ...emptyFlowValues(), ...overrides });

describe('isPromotedInterestFund', () => {
  it.each([
    ['default', 'Deal Carry', null, true],
    ['default', 'Fund Carry', null, false],
    ['default', null, 'multiple', false],
    ['syndication', null, 'multiple', true],
    ['syndication', 'Deal Carry', 'single', false],
    ['syndication', null, null, false],
  ] as const)('a %s fund with carry %s and assets %s → %s', (type, carryType, syndicationAssetType, expected) => {
    expect(isPromotedInterestFund({ type, carryType, syndicationAssetType })).toBe(expected);
  });
});

describe('isBondEquityOrConvertiblePortal', () => {
  it.each(PORTAL_TYPES.map((p) => [p, ['fundraiseBond', 'fundraiseEquity', 'fundraiseConvertibleNote'].includes(p)]))(
    '%s → %s',
    (portalType, expected) => expect(isBondEquityOrConvertiblePortal(portalType)).toBe(expected),
  );
  it('counts only the equity raise as an equity-raise portal', () => {
    expect(PORTAL_TYPES.filter(isEquityRaisePortal)).toEqual(['fundraiseEquity']);
  });
});

describe('maritalCheckApplies (docs/spec.md §4, §9)', () => {
  it.each(['AK', 'AZ', 'CA', 'ID', 'LA', 'NV', 'NM', 'TX', 'WA', 'WI'])('applies to an individual in %s', (state) => {
    expect(maritalCheckApplies(values({ methodOfInvestment: 'individual', residenceAddress: inState(state) }))).toBe(
      true,
    );
  });
  it.each([
    ['an individual in New York', { methodOfInvestment: 'individual', residenceAddress: inState('NY') }],
    ['joint tenants in California', { methodOfInvestment: 'jtwros', residenceAddress: inState('CA') }],
    ['an entity in Texas', { methodOfInvestment: 'entity', residenceAddress: inState('TX') }],
    ['an IRA in Arizona', { methodOfInvestment: 'ira', residenceAddress: inState('AZ') }],
    [
      'a global investor',
      { methodOfInvestment: 'individual', isGlobalInvestor: true, residenceAddress: inState('CA') },
    ],
    ['a residence outside the US', { methodOfInvestment: 'individual', residenceAddress: inState('CA', 'CA') }],
  ] as const)('does not apply to %s', (_, overrides) => {
    expect(maritalCheckApplies(values(overrides))).toBe(false);
  });
});

describe('Louisiana joint tenants (docs/spec.md §5)', () => {
  it('refuses a primary joint tenant in Louisiana only', () => {
    expect(isLouisianaJointTenant(values({ methodOfInvestment: 'jtwros', residenceAddress: inState('LA') }))).toBe(
      true,
    );
    expect(isLouisianaJointTenant(values({ methodOfInvestment: 'jtwros', residenceAddress: inState('MS') }))).toBe(
      false,
    );
    expect(isLouisianaJointTenant(values({ methodOfInvestment: 'individual', residenceAddress: inState('LA') }))).toBe(
      false,
    );
  });
  it("reads the secondary subscriber's own address, or the primary's when the same", () => {
    expect(isSecondaryInLouisiana(values({ secondaryAddress: inState('LA') }))).toBe(true);
    expect(isSecondaryInLouisiana(values({ secondaryAddress: inState('TX') }))).toBe(false);
    expect(
      isSecondaryInLouisiana(
        values({
          isSecondaryAddressSameAsPrimary: true,
          residenceAddress: inState('LA'),
          secondaryAddress: inState('TX'),
        }),
      ),
    ).toBe(true);
  });
});

describe('valid existing accounts (docs/spec.md §4)', () => {
  const account = anAccount({ integrationId: 'a1' });
  it.each([
    ['a subscription agreement date', { subscriptionAgreementDate: '2026-01-02T00:00:00.000Z' }, true],
    ['a signing-envelope id', { subscriptionAgreementDocusignId: 'env-1' }, true],
    ['neither', {}, false],
  ] as const)('an account whose transaction has %s is valid: %s', (_, overrides, expected) => {
    const investor = {
      accounts: [account],
      transactions: [aTransaction({ accountIntegrationId: 'a1', ...overrides })],
    };
    expect(hasValidExistingAccounts(investor)).toBe(expected);
  });
  it("ignores another account's signed transaction", () => {
    const investor = {
      accounts: [account],
      transactions: [
        aTransaction({ accountIntegrationId: 'other', subscriptionAgreementDate: '2026-01-02T00:00:00.000Z' }),
      ],
    };
    expect(validExistingAccounts(investor)).toEqual([]);
  });
});

describe('complete accounts to reuse (docs/spec.md §4 auto-pick)', () => {
  const signed = (accountIntegrationId: string) =>
    aTransaction({ accountIntegrationId, subscriptionAgreementDate: '2026-01-02T00:00:00.000Z' });
  const us = anAccount({ integrationId: 'us', accountType: 0, isGlobalInvestor: false });
  const global = anAccount({ integrationId: 'gl', accountType: 0, isGlobalInvestor: true });
  const joint = anAccount({ integrationId: 'jt', accountType: 6, ssn: '123-45-6789', jtwrosSSN: '321544321' });
  const investor = { accounts: [joint, global, us], transactions: [signed('us'), signed('gl'), signed('jt')] };

  it('finds the individual account of the right residency', () => {
    expect(findCompleteIndividualAccount(investor, { isGlobalInvestor: false })?.integrationId).toBe('us');
    expect(findCompleteIndividualAccount(investor, { isGlobalInvestor: true })?.integrationId).toBe('gl');
  });
  it('matches the joint account by both SSNs, whatever their punctuation', () => {
    expect(findCompleteJointAccount(investor, { ssn: '123456789', secondarySsn: '321-54-4321' })?.integrationId).toBe(
      'jt',
    );
    expect(findCompleteJointAccount(investor, { ssn: '123456789', secondarySsn: '111-22-3333' })).toBeUndefined();
    expect(findCompleteJointAccount(investor, { ssn: '', secondarySsn: '' })).toBeUndefined();
  });
});
