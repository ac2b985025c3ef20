import { describe, expect, it } from 'vitest';
import { emptyFlowValues, type FlowValues } from '../../../../shared/domain/flow-values';
import { maskFlowValues } from '../../../security/mask';
import { answerLines } from './answer-lines';

const NEW_YORK = {
  address1: '350 Fifth Avenue',
  address2: '',
  city: 'New York',
  state: 'NY',
  province: '',
  postalCode: '10118',
  country: 'US',
};

const answerFor = (values: Partial<FlowValues>, field: string) =>
  answerLines({ ...emptyFlowValues(), ...values }).find((line) => line.field === field)?.value;

describe('the answers on the detail page', () => {
  it('shows nothing the investor has not answered', () => {
    expect(answerLines(emptyFlowValues())).toEqual([]);
  });

  it.each<[string, Partial<FlowValues>, string, string]>([
    [
      'the method by its label',
      { methodOfInvestment: 'jtwros' },
      'methodOfInvestment',
      'Joint Tenants with Rights of Survivorship (JTWROS)',
    ],
    [
      'an address on one line',
      { residenceAddress: NEW_YORK },
      'residenceAddress',
      '350 Fifth Avenue, New York, NY 10118, US',
    ],
    ['accreditation in words', { accreditation: '0' }, 'accreditation', 'Accredited'],
    ["the qualified-purchaser 'no'", { accreditation: '' }, 'accreditation', 'Not a qualified purchaser'],
    ['a US investor', { isGlobalInvestor: false }, 'isGlobalInvestor', 'No'],
    ['a ticked box', { agreedToPromotedInterest: true }, 'agreedToPromotedInterest', 'Yes'],
    ['marital status', { maritalStatus: 'married' }, 'maritalStatus', 'Married'],
  ])('shows %s', (_name, values, field, expected) => {
    expect(answerFor(values, field)).toBe(expected);
  });

  it('leaves unticked boxes and untouched addresses out', () => {
    expect(answerFor({ agreedToPromotedInterest: false }, 'agreedToPromotedInterest')).toBeUndefined();
    expect(answerFor({}, 'secondaryAddress')).toBeUndefined();
  });

  it('shows tax ids as masked, never in full', () => {
    const lines = answerLines(maskFlowValues({ ...emptyFlowValues(), ssn: '123456789', secondarySsn: '321544321' }));
    expect(lines.find((l) => l.field === 'ssn')?.value).toBe('•••-••-6789');
    expect(JSON.stringify(lines)).not.toContain('12345');
  });
});
