import { describe, expect, it } from 'vitest';
import { type FormStepId, STEP_IDS, TERMINAL_STEPS } from '../domain/steps';
import { stepFields, stepSchemas, validateStep } from './step-schemas';

describe('step schemas', () => {
  it('has a schema for every step with a form and none for the end screens', () => {
    const formSteps = STEP_IDS.filter((id) => !(TERMINAL_STEPS as readonly string[]).includes(id));
    expect(Object.keys(stepSchemas).sort()).toEqual([...formSteps].sort());
  });

  it.each<[FormStepId, string[]]>([
    ['INITIAL', []],
    ['SELECT_MOI', ['accountIntegrationId', 'isExistingAccountSelected']],
    ['INTL_INVESTOR', ['isGlobalInvestor']],
    ['INTL_MOI_TYPE', ['methodOfInvestment', 'accountNickname']],
    ['MOI_TYPE', ['methodOfInvestment', 'accountNickname']],
    ['CONFIRM_MOI', ['isMoiEditModeSelected']],
    ['INTL_TAX_ID', ['intlTaxId', 'noTaxId']],
    ['SSN_TAX_ID', ['ssn']],
    ['PRIMARY_TAX_ID', ['ssn']],
    ['ENTITY_TAX_ID', ['entityTrustName', 'isEin', 'ein', 'ssn', 'disregardedEntity']],
    ['INTL_ENTITY_TAX_ID', ['entityTrustName', 'intlTaxId', 'noTaxId']],
    ['SDIRA_CUSTODIAN', ['iraCustodian']],
    ['STRATA_SSN', ['ssn']],
    ['IRA_TAX_ID', ['ssn']],
    ['ENTRUST_EIN', ['iraSecondaryEin']],
    ['NAME_PHONE', ['legalFirstName', 'legalLastName', 'mobilePhone', 'preferredFirstName']],
    ['IRA_PROVIDER_CUSTOM', ['iraCustodianName', 'iraAccountNumber', 'iraType', 'noCustIraNumber', 'needToOpenIra']],
    ['OTHER_IRA_CUSTODIAN', ['iraAccountNumber', 'iraCustodianName', 'iraCustodianEin', 'iraType']],
    ['NAME_SSN', ['legalFirstName', 'legalLastName', 'mobilePhone', 'disregardedEntitySsn']],
    ['INTL_RESIDENCE_ADDRESS', ['residenceAddress']],
    ['RESIDENCE_ADDRESS', ['residenceAddress']],
    ['IRA_CUSTODIAN_ADDRESS', ['iraCustodianAddress']],
    ['INTL_INVESTMENT_ADDRESS', ['isInvestmentAddressSameAsResidence', 'investmentAddress']],
    ['INVESTMENT_ADDRESS', ['isInvestmentAddressSameAsResidence', 'investmentAddress']],
    ['SECONDARY_TAX_ID', ['secondarySsn']],
    [
      'SECONDARY_NAME_PHONE',
      ['secondaryLegalFirstName', 'secondaryLegalLastName', 'secondaryEmail', 'secondaryMobilePhone'],
    ],
    ['SECONDARY_RESIDENCE_ADDRESS', ['isSecondaryAddressSameAsPrimary', 'secondaryAddress']],
    ['MARITAL_STATUS', ['maritalStatus']],
    ['SPOUSE_NAME_EMAIL', ['spouseLegalFirstName', 'spouseLegalLastName', 'spouseEmail']],
    ['PROMOTED_INTEREST', ['agreedToPromotedInterest']],
    ['QUALIFIED_PURCHASER', ['accreditation']],
    ['ENTITY_QUALIFIED_PURCHASER', ['accreditation']],
    ['ACCREDITED_INVESTOR', ['accreditation']],
    ['ENTITY_ACCREDITED_INVESTOR', ['accreditation']],
    ['QUALIFIED_PURCHASER_TYPE', ['qualifiedPurchaserDefinition']],
    ['ENTITY_QUALIFIED_PURCHASER_TYPE', ['qualifiedPurchaserDefinition']],
    ['DOCUMENT_SIGNED', []],
  ])('lets %s own exactly %j', (step, fields) => {
    expect([...stepFields(step)].sort()).toEqual([...fields].sort());
  });
});

describe('validating a step', () => {
  it('returns only the fields the step owns, cast and normalised', async () => {
    expect(
      await validateStep('SSN_TAX_ID', { ssn: ' 123-45-6789 ', legalFirstName: 'Jane', isConfirmed: true }),
    ).toEqual({ ok: true, values: { ssn: '123456789' } });
  });

  it('reports every failing field at once, nested ones by their path', async () => {
    const result = await validateStep('NAME_PHONE', { legalFirstName: 'R2D2' });
    expect(result).toEqual({
      ok: false,
      fields: {
        legalFirstName: 'Please enter your legal first name.',
        legalLastName: 'Please enter your legal last name.',
        mobilePhone: 'Please enter a valid phone number.',
      },
    });
    const address = await validateStep('RESIDENCE_ADDRESS', {
      residenceAddress: {
        address1: '1 Market St',
        city: 'San Francisco',
        state: 'CA',
        postalCode: '9410',
        country: 'US',
      },
    });
    expect(address).toEqual({
      ok: false,
      fields: { 'residenceAddress.postalCode': 'Please enter a valid postal code for your primary residence.' },
    });
  });

  it('accepts a step without fields with nothing at all', async () => {
    expect(await validateStep('INITIAL', undefined)).toEqual({ ok: true, values: {} });
    expect(await validateStep('DOCUMENT_SIGNED', { ssn: '123456789' })).toEqual({ ok: true, values: {} });
  });

  it.each([['a string'], [null], [[1, 2]], [42]])('refuses a body that is not an object (%j)', async (body) => {
    expect(await validateStep('SSN_TAX_ID', body)).toEqual({
      ok: false,
      fields: { '': 'Please check the form and try again.' },
    });
  });
});
