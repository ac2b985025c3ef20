import { describe, expect, it } from 'vitest';
import { fieldResult } from '../testing/field-result';
import { SSN_NOT_ISSUED_MESSAGE, ssn, TAX_ID_MESSAGES, taxId } from './tax-id';

describe('tax ids (docs/spec.md §5)', () => {
  it.each([
    ['123-45-6789'],
    ['123456789'],
    ['12-3456789'],
    ['123_45_6789'],
    [' 123-45-6789 '],
    ['*****6789'],
    ['•••-••-6789'],
  ])('accepts %j, which has 9 digits (or a masked id) once dashes and underscores are gone', async (input) => {
    expect((await fieldResult(taxId(TAX_ID_MESSAGES.ssn), input)).ok).toBe(true);
  });

  it.each([
    ['12345678', '8 characters'],
    ['1234567890', '10 characters'],
    ['123-45-678', '8 characters with dashes'],
    ['1234-56-7890', '10 characters with dashes'],
    ['', 'nothing'],
    ['___-__-____', 'only the input mask'],
    ['xxx-xx-7001', 'letters where digits belong'],
    ['12345678O', 'a letter O for a zero'],
    ['•••-••-67a9', 'a masked id with a letter'],
  ])('refuses %j (%s)', async (input) => {
    expect(await fieldResult(taxId(TAX_ID_MESSAGES.ssn), input)).toEqual({
      ok: false,
      message: 'Please enter a valid SSN.',
    });
  });

  it('stores the id without dashes', async () => {
    expect(await fieldResult(taxId(TAX_ID_MESSAGES.ein), '12-3456789')).toEqual({ ok: true, value: '123456789' });
  });

  it.each([
    [TAX_ID_MESSAGES.ssn, 'Please enter a valid SSN.'],
    [TAX_ID_MESSAGES.ein, 'Please enter a valid EIN.'],
    [TAX_ID_MESSAGES.generic, 'Please enter a valid Tax ID'],
    [TAX_ID_MESSAGES.custodianEin, 'Please enter a valid EIN for your IRA Custodian.'],
  ])('speaks the spec message %j', async (message, expected) => {
    expect(await fieldResult(taxId(message), '1234')).toEqual({ ok: false, message: expected });
  });
});

describe('SSN fields (docs/spec.md §5, and numbers never issued)', () => {
  it.each([['123-45-6789'], ['123456789'], ['665-01-0001'], ['899-99-9999'], ['•••-••-6789'], ['*****0000']])(
    'accepts %j',
    async (input) => {
      expect((await fieldResult(ssn(), input)).ok).toBe(true);
    },
  );

  it.each([
    ['000-00-0000', SSN_NOT_ISSUED_MESSAGE],
    ['000-12-3456', SSN_NOT_ISSUED_MESSAGE],
    ['666-12-3456', SSN_NOT_ISSUED_MESSAGE],
    ['900-12-3456', SSN_NOT_ISSUED_MESSAGE],
    ['999-99-9999', SSN_NOT_ISSUED_MESSAGE],
    ['123-00-4567', SSN_NOT_ISSUED_MESSAGE],
    ['123-45-0000', SSN_NOT_ISSUED_MESSAGE],
    ['123-45-678', 'Please enter a valid SSN.'],
    ['', 'Please enter a valid SSN.'],
    ['xxx-xx-0000', 'Please enter a valid SSN.'],
  ])('refuses %j with %j', async (input, message) => {
    expect(await fieldResult(ssn(), input)).toEqual({ ok: false, message });
  });

  it('leaves a generic tax id (SSN or EIN) starting with 9 alone', async () => {
    expect(await fieldResult(taxId(TAX_ID_MESSAGES.generic), '98-7654321')).toEqual({ ok: true, value: '987654321' });
    expect((await fieldResult(taxId(TAX_ID_MESSAGES.ein), '000000000')).ok).toBe(true);
  });
});
