import { describe, expect, it } from 'vitest';
import { emptyFlowValues } from '../../../shared/domain/flow-values';
import { maskTaxId } from '../../../shared/domain/tax-id';
import { MASKED_TAX_ID_CHANGED, unmaskSubmitted } from './unmask-submitted';

const stored = { ...emptyFlowValues(), ssn: '123456789', secondarySsn: '321544321' };

describe('unmasking a submitted form', () => {
  it('puts the stored tax id back when the masked value comes back unchanged', () => {
    const result = unmaskSubmitted({ ssn: maskTaxId('123456789') }, stored);
    expect(result).toEqual({ values: { ssn: '123456789' }, fields: {} });
  });

  it('keeps a newly typed tax id', () => {
    expect(unmaskSubmitted({ ssn: '111-22-3333' }, stored)).toEqual({ values: { ssn: '111-22-3333' }, fields: {} });
  });

  it('refuses masked text that does not match what is stored', () => {
    const result = unmaskSubmitted({ ssn: maskTaxId('000004321') }, stored);
    expect(result.fields).toEqual({ ssn: MASKED_TAX_ID_CHANGED });
  });

  it('refuses masked text where nothing is stored', () => {
    expect(unmaskSubmitted({ ein: '•••-••-1234' }, stored).fields).toEqual({ ein: MASKED_TAX_ID_CHANGED });
  });
});
