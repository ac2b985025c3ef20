// Whom a subscription is screened for (docs/kyc.md 'Who is screened'), method by method.
import { describe, expect, it } from 'vitest';
import { emptyFlowValues, type FlowValues } from '../../../shared/domain/flow-values';
import { IRA_CUSTODIAN_CHECKS, subscriptionSubjects } from './screening-subjects';

const LONDON = { ...emptyFlowValues().residenceAddress, city: 'London', country: 'GB' };
const values = (overrides: Partial<FlowValues>): FlowValues => ({
  ...emptyFlowValues(),
  legalFirstName: ' Ada ',
  legalLastName: 'Lovelace',
  residenceAddress: LONDON,
  ...overrides,
});

describe('who is screened', () => {
  it('screens an individual by legal name with the residence country', () => {
    expect(subscriptionSubjects(values({ methodOfInvestment: 'individual' }))).toEqual({
      subjects: [{ role: 'investor', kind: 'person', name: 'Ada Lovelace', countries: ['gb'] }],
      exemption: null,
    });
  });

  it('adds the joint subscriber with their own address, and a married investor’s spouse', () => {
    const joint = subscriptionSubjects(
      values({
        methodOfInvestment: 'jtwros',
        secondaryLegalFirstName: 'Charles',
        secondaryLegalLastName: 'Babbage',
        isSecondaryAddressSameAsPrimary: false,
        secondaryAddress: { ...LONDON, country: 'FR' },
        maritalStatus: 'married',
        spouseLegalFirstName: 'William',
        spouseLegalLastName: 'King',
      }),
    );
    expect(joint.subjects.map((s) => [s.role, s.name, s.countries])).toEqual([
      ['investor', 'Ada Lovelace', ['gb']],
      ['jointSubscriber', 'Charles Babbage', ['fr']],
      ['spouse', 'William King', ['gb']],
    ]);
  });

  it('screens an entity or a trust by its own name beside the person who signs for it', () => {
    for (const methodOfInvestment of ['entity', 'trust'] as const) {
      const { subjects } = subscriptionSubjects(
        values({ methodOfInvestment, entityTrustName: ' Analytical Engines LLC ' }),
      );
      expect(subjects.map((s) => [s.role, s.kind, s.name])).toEqual([
        ['investor', 'person', 'Ada Lovelace'],
        ['entity', 'organization', 'Analytical Engines LLC'],
      ]);
    }
  });

  it('screens the beneficial owners the investor counted and the control person, with birth dates and passport countries', () => {
    const owner = (name: string, country: string) => ({ ...LONDON, address1: `1 ${name} Street`, country });
    const { subjects } = subscriptionSubjects(
      values({
        methodOfInvestment: 'entity',
        entityTrustName: 'Analytical Engines LLC',
        dateOfBirth: '1980-04-23',
        beneficialOwnerCount: '2',
        owner1Name: 'Mary Somerville',
        owner1DateOfBirth: '1975-12-26',
        owner1Address: owner('Somerville', 'US'),
        owner1IdKind: 'passport',
        owner1PassportCountry: 'GB',
        owner2Name: 'Charles Babbage',
        owner2DateOfBirth: '1971-12-26',
        owner2Address: owner('Babbage', 'GB'),
        owner2IdKind: 'ssn',
        // A third owner left over from an earlier count is not screened.
        owner3Name: 'Someone Forgotten',
        controlName: 'Grace Hopper',
        controlDateOfBirth: '1966-12-09',
        controlAddress: owner('Hopper', 'US'),
        controlIdKind: 'ssn',
      }),
    );
    expect(subjects.map((s) => [s.role, s.name, s.birthDate, s.countries])).toEqual([
      ['investor', 'Ada Lovelace', '1980-04-23', ['gb']],
      ['entity', 'Analytical Engines LLC', undefined, ['gb']],
      ['beneficialOwner', 'Mary Somerville', '1975-12-26', ['us', 'gb']],
      ['beneficialOwner', 'Charles Babbage', '1971-12-26', ['gb']],
      ['controlPerson', 'Grace Hopper', '1966-12-09', ['us']],
    ]);
  });

  it('screens a control person who is also an owner once, and takes a W-8BEN birth date for a global investor', () => {
    const { subjects } = subscriptionSubjects(
      values({
        methodOfInvestment: 'trust',
        entityTrustName: 'Lovelace Family Trust',
        beneficialOwnerCount: '1',
        owner1Name: 'Mary Somerville',
        owner1DateOfBirth: '1975-12-26',
        controlName: ' mary  SOMERVILLE ',
        controlDateOfBirth: '1975-12-26',
      }),
    );
    expect(subjects.map((s) => s.role)).toEqual(['investor', 'entity', 'beneficialOwner']);
    const direct = subscriptionSubjects(values({ methodOfInvestment: 'direct', w8DateOfBirth: '1980-04-23' }));
    expect(direct.subjects[0]?.birthDate).toBe('1980-04-23');
  });

  it('compares an entity’s EIN, a trust’s foreign tax id and an owner’s passport number with the lists’ identifiers', () => {
    const entity = subscriptionSubjects(
      values({
        methodOfInvestment: 'entity',
        entityTrustName: 'Analytical Engines LLC',
        isEin: true,
        ein: '98-7654321',
        beneficialOwnerCount: '1',
        owner1Name: 'Mary Somerville',
        owner1IdKind: 'passport',
        owner1Passport: 'gb 123 4567',
        owner1PassportCountry: 'GB',
        controlName: 'Grace Hopper',
        controlIdKind: 'ssn',
        controlSsn: '219-09-9999',
      }),
    );
    expect(entity.subjects.map((s) => [s.role, s.identifiers])).toEqual([
      ['investor', undefined],
      ['entity', ['987654321']],
      ['beneficialOwner', ['GB1234567']],
      // An SSN is on no sanctions list: it is not sent.
      ['controlPerson', undefined],
    ]);
    const trust = subscriptionSubjects(
      values({ methodOfInvestment: 'trust', entityTrustName: 'Lovelace Family Trust', intlTaxId: 'GB7654321' }),
    );
    expect(trust.subjects.find((s) => s.role === 'entity')?.identifiers).toEqual(['GB7654321']);
    const none = subscriptionSubjects(
      values({ methodOfInvestment: 'trust', entityTrustName: 'Lovelace Family Trust', noTaxId: true, intlTaxId: '' }),
    );
    expect(none.subjects.find((s) => s.role === 'entity')?.identifiers).toBeUndefined();
  });

  it('screens nobody for an IRA, and says the custodian does it', () => {
    expect(subscriptionSubjects(values({ methodOfInvestment: 'ira' }))).toEqual({
      subjects: [],
      exemption: IRA_CUSTODIAN_CHECKS,
    });
  });

  it('leaves out a name nobody gave', () => {
    expect(
      subscriptionSubjects(values({ methodOfInvestment: 'individual', legalFirstName: '', legalLastName: '' }))
        .subjects,
    ).toEqual([]);
  });
});
