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
