// The identity-check steps' rules (docs/kyc.md 'In the wizard'): each message where its rule is broken, what is not
// asked stored empty, and the W-8BEN's birth date taken instead of asked again.
import { describe, expect, it } from 'vitest';
import { emptyFlowValues, type FlowValues } from '../domain/flow-values';
import { BENEFICIAL_OWNERS_MESSAGES } from './beneficial-owners.schema';
import { BIRTH_DATE_RANGE_MESSAGE } from './fields/birth-date';
import { SSN_NOT_ISSUED_MESSAGE, TAX_ID_MESSAGES } from './fields/tax-id';
import { IDENTITY_DETAILS_MESSAGES } from './identity-details.schema';
import { validateStep } from './step-schemas';

const NEW_YORK = {
  ...emptyFlowValues().residenceAddress,
  address1: '350 Fifth Avenue',
  city: 'New York',
  state: 'NY',
  postalCode: '10118',
};

const validate = (step: 'IDENTITY_DETAILS' | 'BENEFICIAL_OWNERS', values: Partial<FlowValues>) =>
  validateStep(step, { ...emptyFlowValues(), ...values });
const errorsOf = async (step: 'IDENTITY_DETAILS' | 'BENEFICIAL_OWNERS', values: Partial<FlowValues>) => {
  const result = await validate(step, values);
  return result.ok ? {} : result.fields;
};

describe('IDENTITY_DETAILS', () => {
  const individual: Partial<FlowValues> = {
    methodOfInvestment: 'individual',
    dateOfBirth: '1980-04-23',
    isPoliticallyExposed: false,
  };

  it('accepts a birth date and a no, and stores no source of funds nor a secondary subscriber', async () => {
    const result = await validate('IDENTITY_DETAILS', {
      ...individual,
      sourceOfFunds: 'left over',
      secondaryDateOfBirth: '1979-01-01',
      secondaryIsPoliticallyExposed: true,
    });
    expect(result).toEqual({
      ok: true,
      values: {
        dateOfBirth: '1980-04-23',
        isPoliticallyExposed: false,
        sourceOfFunds: '',
        secondaryDateOfBirth: '',
        secondaryIsPoliticallyExposed: null,
        secondarySourceOfFunds: '',
      },
    });
  });

  it.each<[string, Partial<FlowValues>, string, string]>([
    ['no birth date', { dateOfBirth: '' }, 'dateOfBirth', IDENTITY_DETAILS_MESSAGES.dateOfBirth],
    ['a date that does not exist', { dateOfBirth: '1980-02-30' }, 'dateOfBirth', IDENTITY_DETAILS_MESSAGES.dateOfBirth],
    ['a birth date before 1900', { dateOfBirth: '1899-12-31' }, 'dateOfBirth', BIRTH_DATE_RANGE_MESSAGE],
    [
      'no answer to the public-function question',
      { isPoliticallyExposed: null },
      'isPoliticallyExposed',
      IDENTITY_DETAILS_MESSAGES.isPoliticallyExposed,
    ],
    [
      'a yes without the source of funds',
      { isPoliticallyExposed: true, sourceOfFunds: '  ' },
      'sourceOfFunds',
      IDENTITY_DETAILS_MESSAGES.sourceOfFunds,
    ],
  ])('refuses %s', async (_what, change, field, message) => {
    expect((await errorsOf('IDENTITY_DETAILS', { ...individual, ...change }))[field]).toBe(message);
  });

  it('takes the W-8BEN’s birth date when the tax form gave one', async () => {
    const result = await validate('IDENTITY_DETAILS', {
      methodOfInvestment: 'direct',
      w8DateOfBirth: '1975-06-01',
      dateOfBirth: '',
      isPoliticallyExposed: true,
      sourceOfFunds: 'Savings.',
    });
    expect(result.ok && result.values.dateOfBirth).toBe('1975-06-01');
  });

  it('asks a joint account about the secondary subscriber too', async () => {
    const joint = { ...individual, methodOfInvestment: 'jtwros' as const };
    expect(await errorsOf('IDENTITY_DETAILS', joint)).toEqual({
      secondaryDateOfBirth: IDENTITY_DETAILS_MESSAGES.secondaryDateOfBirth,
      secondaryIsPoliticallyExposed: IDENTITY_DETAILS_MESSAGES.secondaryIsPoliticallyExposed,
    });
    expect(
      await errorsOf('IDENTITY_DETAILS', {
        ...joint,
        secondaryDateOfBirth: '1979-12-26',
        secondaryIsPoliticallyExposed: true,
      }),
    ).toEqual({ secondarySourceOfFunds: IDENTITY_DETAILS_MESSAGES.secondarySourceOfFunds });
  });
});

describe('BENEFICIAL_OWNERS', () => {
  const control: Partial<FlowValues> = {
    controlName: 'Grace Hopper',
    controlTitle: 'Managing member',
    controlDateOfBirth: '1966-12-09',
    controlAddress: NEW_YORK,
    controlIdKind: 'ssn',
    controlSsn: '219-09-9999',
  };
  const owner1: Partial<FlowValues> = {
    owner1Name: 'Ada Lovelace',
    owner1DateOfBirth: '1980-04-23',
    owner1Address: NEW_YORK,
    owner1IdKind: 'passport',
    owner1Passport: 'gb 123 4567',
    owner1PassportCountry: 'gb',
    owner1Percentage: '60 %',
  };
  const owner2: Partial<FlowValues> = {
    owner2Name: 'Mary Somerville',
    owner2DateOfBirth: '1975-12-26',
    owner2Address: NEW_YORK,
    owner2IdKind: 'ssn',
    owner2Ssn: '123-45-6780',
    owner2Percentage: '40',
  };

  it('accepts owners and a control person, normalised, and stores owners beyond the count empty', async () => {
    const result = await validate('BENEFICIAL_OWNERS', {
      beneficialOwnerCount: '1',
      ...owner1,
      ...owner2,
      ...control,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    expect(result.values).toMatchObject({
      owner1Passport: 'GB1234567',
      owner1PassportCountry: 'GB',
      owner1Percentage: '60',
      owner1Ssn: '',
      owner2Name: '',
      owner2Ssn: '',
      owner2Percentage: '',
      owner2Address: emptyFlowValues().owner2Address,
      controlSsn: '219099999',
      controlPassport: '',
    });
  });

  it('needs the count, and every answer of each owner counted and of the control person', async () => {
    expect((await errorsOf('BENEFICIAL_OWNERS', { ...control, beneficialOwnerCount: '5' })).beneficialOwnerCount).toBe(
      BENEFICIAL_OWNERS_MESSAGES.count,
    );
    expect(
      await errorsOf('BENEFICIAL_OWNERS', {
        beneficialOwnerCount: '1',
        owner1Address: NEW_YORK,
        controlAddress: NEW_YORK,
      }),
    ).toEqual({
      owner1Name: BENEFICIAL_OWNERS_MESSAGES.name('owner1'),
      owner1DateOfBirth: BENEFICIAL_OWNERS_MESSAGES.dateOfBirth('owner1'),
      owner1IdKind: BENEFICIAL_OWNERS_MESSAGES.idKind('owner1'),
      owner1Percentage: BENEFICIAL_OWNERS_MESSAGES.percentage('owner1'),
      controlName: BENEFICIAL_OWNERS_MESSAGES.name('control'),
      controlTitle: BENEFICIAL_OWNERS_MESSAGES.controlTitle,
      controlDateOfBirth: BENEFICIAL_OWNERS_MESSAGES.dateOfBirth('control'),
      controlIdKind: BENEFICIAL_OWNERS_MESSAGES.idKind('control'),
    });
  });

  it.each<[string, Partial<FlowValues>, string, string]>([
    [
      'a share under 25 %',
      { owner1Percentage: '24.99' },
      'owner1Percentage',
      BENEFICIAL_OWNERS_MESSAGES.percentage('owner1'),
    ],
    [
      'a share over 100 %',
      { owner1Percentage: '101' },
      'owner1Percentage',
      BENEFICIAL_OWNERS_MESSAGES.percentage('owner1'),
    ],
    [
      'a share that is not a number',
      { owner1Percentage: 'half' },
      'owner1Percentage',
      BENEFICIAL_OWNERS_MESSAGES.percentage('owner1'),
    ],
    [
      'a passport number of 4 characters',
      { owner1Passport: 'A123' },
      'owner1Passport',
      BENEFICIAL_OWNERS_MESSAGES.passport('owner1'),
    ],
    [
      'a passport without its country',
      { owner1PassportCountry: '' },
      'owner1PassportCountry',
      BENEFICIAL_OWNERS_MESSAGES.passportCountry('owner1'),
    ],
    [
      'an owner’s SSN that is never issued',
      { owner1IdKind: 'ssn', owner1Ssn: '666-12-3456' },
      'owner1Ssn',
      SSN_NOT_ISSUED_MESSAGE,
    ],
    ['an owner’s SSN of 8 digits', { owner1IdKind: 'ssn', owner1Ssn: '12345678' }, 'owner1Ssn', TAX_ID_MESSAGES.ssn],
    ['a name with digits', { owner1Name: 'R2D2' }, 'owner1Name', BENEFICIAL_OWNERS_MESSAGES.name('owner1')],
  ])('refuses %s', async (_what, change, field, message) => {
    const errors = await errorsOf('BENEFICIAL_OWNERS', { beneficialOwnerCount: '1', ...owner1, ...control, ...change });
    expect(errors[field]).toBe(message);
  });

  it('keeps a masked passport number as the page holds it', async () => {
    const errors = await errorsOf('BENEFICIAL_OWNERS', {
      beneficialOwnerCount: '1',
      ...owner1,
      owner1Passport: '••••4567',
      ...control,
    });
    expect(errors).toEqual({});
  });

  it('refuses shares that come to more than 100 %, on the last owner’s share', async () => {
    const over = { beneficialOwnerCount: '2', ...owner1, ...owner2, owner2Percentage: '45', ...control };
    expect(await errorsOf('BENEFICIAL_OWNERS', over)).toEqual({ owner2Percentage: BENEFICIAL_OWNERS_MESSAGES.total });
    expect(await errorsOf('BENEFICIAL_OWNERS', { ...over, owner2Percentage: '40' })).toEqual({});
  });
});
