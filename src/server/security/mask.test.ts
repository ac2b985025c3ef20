import { describe, expect, it } from 'vitest';
import { emptyFlowValues } from '../../shared/domain/flow-values';
import { maskFlowValues, maskTaxIdForResponse } from './mask';

describe('tax id mask', () => {
  it.each([
    ['123-45-6789', '6789'],
    ['987654321', '4321'],
    ['GB-AB12XY', '12XY'],
  ])('shows only the last 4 characters of %s', (value, visible) => {
    const masked = maskTaxIdForResponse(value) ?? '';
    expect(masked.endsWith(visible)).toBe(true);
    expect(masked.replace(/[^0-9A-Z]/g, '')).toBe(visible);
  });

  it('keeps empty and missing values', () => {
    expect(maskTaxIdForResponse('')).toBe('');
    expect(maskTaxIdForResponse(null)).toBeNull();
  });

  it('masks every tax-id field of the flow values and nothing else', () => {
    const values = { ...emptyFlowValues(), ssn: '123456789', secondarySsn: '111-22-3333', legalFirstName: 'Ada' };
    const masked = maskFlowValues(values);
    expect(masked.ssn).not.toContain('12345');
    expect(masked.secondarySsn.endsWith('3333')).toBe(true);
    expect(masked.secondarySsn).not.toContain('111');
    expect(masked.legalFirstName).toBe('Ada');
  });
});
