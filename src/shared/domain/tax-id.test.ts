import { describe, expect, it } from 'vitest';
import { isIssuableSsn, isNineDigitTaxId, lastFour, maskTaxId, normalizeTaxId } from './tax-id';

describe('normalizeTaxId', () => {
  it.each([
    ['123-45-6789', '123456789'],
    ['12-3456789', '123456789'],
    ['123_45_6789', '123456789'],
    ['  123456789 ', '123456789'],
    ['DE 123', 'DE 123'],
    [null, ''],
    [undefined, ''],
  ])('turns %j into %j', (raw, expected) => {
    expect(normalizeTaxId(raw)).toBe(expected);
  });
});

describe('isNineDigitTaxId', () => {
  it.each([
    ['123-45-6789', true],
    ['12-3456789', true],
    ['___123456789___', true],
    ['12345678', false],
    ['1234567890', false],
    ['xxx-xx-7001', false],
    ['•••-••-6789', true],
    ['•••-••-678x', false],
    ['', false],
    [null, false],
  ])('%j is %s', (raw, expected) => {
    expect(isNineDigitTaxId(raw)).toBe(expected);
  });
});

describe('isIssuableSsn (numbers the Social Security Administration never issues)', () => {
  it.each([
    ['123-45-6789', 'an ordinary number'],
    ['001-01-0001', 'the lowest area, group and serial'],
    ['665-99-9999', 'the area just below 666'],
    ['667-01-0001', 'the area just above 666'],
    ['899-99-9999', 'the highest issued area'],
    ['078-05-1120', 'an old sample card number (issued, then voided, but of an issued shape)'],
    ['•••-••-6789', 'a masked id, kept as it is today'],
    ['•••-••-0000', 'a masked id whatever its last 4'],
    ['12345678', "a wrong length: the shape rule's to refuse"],
  ])('passes %j (%s)', (raw) => {
    expect(isIssuableSsn(raw)).toBe(true);
  });

  it.each([
    ['000-00-0000', 'all zeros'],
    ['000-12-3456', 'area 000'],
    ['666-12-3456', 'area 666'],
    ['900-12-3456', 'area 900'],
    ['987-65-4321', 'area 987'],
    ['999-99-9999', 'area 999'],
    ['912-70-1234', 'an ITIN (area 9, group 70)'],
    ['123-00-4567', 'group 00'],
    ['123-45-0000', 'serial 0000'],
    ['123_00_4567', 'group 00 with underscores'],
    [' 666456789 ', 'area 666 without dashes'],
  ])('refuses %j (%s)', (raw) => {
    expect(isIssuableSsn(raw)).toBe(false);
  });
});

describe('maskTaxId', () => {
  it.each([
    ['123-45-6789', '•••-••-6789'],
    ['12-3456789', '•••-••-6789'],
    ['GB123456789012', '••••9012'],
    ['AB12', '••••AB12'],
    ['', ''],
    [null, ''],
  ])('masks %j as %j', (raw, expected) => {
    expect(maskTaxId(raw)).toBe(expected);
  });

  it('gives the same text when masking a masked id', () => {
    expect(maskTaxId(maskTaxId('123-45-6789'))).toBe('•••-••-6789');
  });
});

describe('lastFour', () => {
  it.each([
    ['123-45-6789', '6789'],
    ['12', '12'],
    [null, ''],
  ])('of %j is %j', (raw, expected) => {
    expect(lastFour(raw)).toBe(expected);
  });
});
