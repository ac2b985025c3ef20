import { describe, expect, it } from 'vitest';
import { isNineDigitTaxId, lastFour, maskTaxId, normalizeTaxId } from './tax-id';

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
