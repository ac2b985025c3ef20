import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { emptyFlowValues } from '../../../shared/domain/flow-values';
import { qualifiedPurchaserSchema } from '../../../shared/schemas/qualified-purchaser.schema';
import { residentialAddressSchema } from '../../../shared/schemas/residential-address.schema';
import { ssnTaxIdSchema } from '../../../shared/schemas/ssn-tax-id.schema';
import { validateWithSchema } from './validate-with-schema';

describe('form validation with the step schema', () => {
  it('passes valid values', async () => {
    expect(await validateWithSchema(ssnTaxIdSchema, { ...emptyFlowValues(), ssn: '123-45-6789' })).toEqual({});
  });

  it('puts docs/spec.md §5 messages on the field', async () => {
    expect(await validateWithSchema(ssnTaxIdSchema, { ...emptyFlowValues(), ssn: '123' })).toEqual({
      ssn: 'Please enter a valid SSN.',
    });
  });

  it('nests address messages under their address', async () => {
    const errors = await validateWithSchema(residentialAddressSchema, emptyFlowValues());
    expect(errors).toMatchObject({
      residenceAddress: { address1: 'Please enter the street address.', city: 'Please enter the city.' },
    });
  });

  it("accepts the qualified-purchaser answer 'No' ('') and refuses no answer (null)", async () => {
    expect(await validateWithSchema(qualifiedPurchaserSchema, { ...emptyFlowValues(), accreditation: '' })).toEqual({});
    expect(await validateWithSchema(qualifiedPurchaserSchema, { ...emptyFlowValues(), accreditation: null })).toEqual({
      accreditation: 'Please answer this question.',
    });
  });

  it('lets an error that is not a validation verdict through', async () => {
    const broken = object({
      ssn: string().test('broken', 'never shown', () => {
        throw new TypeError('broken rule');
      }),
    });
    await expect(validateWithSchema(broken, { ssn: '123' })).rejects.toThrow(TypeError);
  });
});
