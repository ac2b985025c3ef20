import { describe, expect, it } from 'vitest';
import { normalizeWireDetails, wireDetailsErrors } from './wire-details.schema';

const valid = {
  bankName: 'First Republic Trust',
  bankAddress: '1 Market Street, San Francisco, CA 94105',
  beneficiaryName: 'Venture Fund IV, L.P.',
  beneficiaryAddress: '350 Fifth Avenue, New York, NY 10118',
  accountNumber: '000123456789',
  routingNumber: '021000021',
  swiftCode: '',
};

describe('wire instructions as entered', () => {
  it('accepts complete details, with or without a SWIFT code', () => {
    expect(wireDetailsErrors(valid)).toEqual({});
    expect(wireDetailsErrors({ ...valid, swiftCode: 'CHASUS33' })).toEqual({});
    expect(wireDetailsErrors({ ...valid, swiftCode: 'CHASUS33XXX' })).toEqual({});
    expect(wireDetailsErrors({ ...valid, swiftCode: undefined })).toEqual({});
  });

  it.each([
    ['routingNumber', '02100002', 'An ABA routing number is 9 digits.'],
    ['routingNumber', '', 'Please enter the ABA routing number.'],
    ['accountNumber', '12 34', 'An account number is 4 to 34 letters and digits, without spaces.'],
    ['swiftCode', 'CHAS', 'A SWIFT/BIC code is 8 or 11 letters and digits.'],
    ['bankName', '   ', 'Please enter the bank name.'],
  ])('refuses %s %j: %s', (field, value, message) => {
    expect(wireDetailsErrors({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('keeps codes in capitals and text trimmed', () => {
    expect(normalizeWireDetails({ ...valid, swiftCode: ' chasus33 ', bankName: ' Bank ' })).toMatchObject({
      swiftCode: 'CHASUS33',
      bankName: 'Bank',
    });
  });
});
