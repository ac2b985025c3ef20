import { describe, expect, it } from 'vitest';
import type { Address } from '../../../shared/domain/entities';
import { emptyFlowValues, type FlowValues } from '../../../shared/domain/flow-values';
import { requiredSigners } from './required-signers';

const at = (state: string, country = 'US'): Address => ({
  address1: '1 Main Street',
  address2: '',
  city: 'Somewhere',
  state,
  province: '',
  postalCode: '12345',
  country,
});

const investor = { userId: 'u-1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

const values = (overrides: Partial<FlowValues>): FlowValues => ({
  ...emptyFlowValues(),
  legalFirstName: 'Ada',
  legalLastName: 'Lovelace',
  secondaryLegalFirstName: 'Charles',
  secondaryLegalLastName: 'Babbage',
  secondaryEmail: 'charles@example.com',
  spouseLegalFirstName: 'William',
  spouseLegalLastName: 'King',
  spouseEmail: 'william@example.com',
  isGlobalInvestor: false,
  residenceAddress: at('NY'),
  ...overrides,
});

describe('required signers', () => {
  it.each<[string, Partial<FlowValues>, string[]]>([
    ['an individual in New York signs alone', { methodOfInvestment: 'individual' }, ['investor']],
    [
      'a JTWROS primary signs with the secondary subscriber',
      { methodOfInvestment: 'jtwros' },
      ['investor', 'coInvestor'],
    ],
    [
      'a married California individual signs with the spouse',
      { methodOfInvestment: 'individual', residenceAddress: at('CA'), maritalStatus: 'married' },
      ['investor', 'spouse'],
    ],
    [
      'an unmarried California individual signs alone',
      { methodOfInvestment: 'individual', residenceAddress: at('CA'), maritalStatus: 'notMarried' },
      ['investor'],
    ],
    [
      'a California individual who did not answer signs alone',
      { methodOfInvestment: 'individual', residenceAddress: at('CA'), maritalStatus: null },
      ['investor'],
    ],
    [
      'a married New York individual signs alone (no marital check there)',
      { methodOfInvestment: 'individual', maritalStatus: 'married' },
      ['investor'],
    ],
    [
      'a married Texas entity signs alone (the check is for individuals)',
      { methodOfInvestment: 'entity', residenceAddress: at('TX'), maritalStatus: 'married' },
      ['investor'],
    ],
  ])('%s', (_title, overrides, roles) => {
    expect(requiredSigners(values(overrides), investor).map((s) => s.role)).toEqual(roles);
  });

  it('names each signer and routes the investor first', () => {
    const [first, second] = requiredSigners(values({ methodOfInvestment: 'jtwros' }), investor);
    expect(first).toEqual({
      role: 'investor',
      routingOrder: 1,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      userId: 'u-1',
    });
    expect(second).toMatchObject({
      name: 'Charles Babbage',
      email: 'charles@example.com',
      routingOrder: 2,
      userId: null,
    });
  });

  it("falls back to the account's names when the flow holds none", () => {
    const [first] = requiredSigners(values({ legalFirstName: '', legalLastName: '' }), investor);
    expect(first?.name).toBe('Ada Lovelace');
    const [other] = requiredSigners(values({ legalFirstName: 'Augusta', legalLastName: 'King' }), investor);
    expect(other?.name).toBe('Augusta King');
  });
});
