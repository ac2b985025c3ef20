import { describe, expect, it } from 'vitest';
import { emptyFlowValues } from '../../../shared/domain/flow-values';
import { createDataCipher, sealedKeyId } from '../../security/data-cipher';
import { generateDataKey } from '../../security/data-key';
import { openFlowValues, sealFlowValues } from './flow-values-codec';

const oldKey = generateDataKey();
const newKey = generateDataKey();
const cipher = createDataCipher([oldKey]);
const values = { ...emptyFlowValues(), ssn: '123456789', ein: '12-3456789' };

describe('sealing the flow values', () => {
  it('keeps the seal a read opened for a tax id left as it was, and seals a changed one anew', () => {
    const stored = sealFlowValues(values, cipher);
    const read = openFlowValues(stored, cipher);
    const again = sealFlowValues({ ...read, ein: '98-7654321' }, cipher, read);
    expect(again.ssn).toBe(stored.ssn);
    expect(again.ein).not.toBe(stored.ein);
    expect(openFlowValues(again, cipher)).toMatchObject({ ssn: '123456789', ein: '98-7654321' });
  });

  it('seals anew what the read opened if it was changed in place since', () => {
    const stored = sealFlowValues(values, cipher);
    const read = openFlowValues(stored, cipher);
    read.ssn = '111223333';
    const again = sealFlowValues(read, cipher, read);
    expect(again.ssn).not.toBe(stored.ssn);
    expect(openFlowValues(again, cipher).ssn).toBe('111223333');
  });

  it('seals values without a read, and values a read did not open, anew', () => {
    const stored = sealFlowValues(values, cipher);
    expect(sealFlowValues(values, cipher).ssn).not.toBe(stored.ssn);
    expect(sealFlowValues({ ...values }, cipher, values).ssn).not.toBe(stored.ssn);
  });

  it('seals with the current key a tax id an older key sealed, during a key rotation', () => {
    const stored = sealFlowValues(values, cipher);
    const rotated = createDataCipher([newKey, oldKey]);
    const read = openFlowValues(stored, rotated);
    const again = sealFlowValues(read, rotated, read);
    expect(sealedKeyId(String(stored.ssn))).not.toBe(rotated.currentKeyId);
    expect(sealedKeyId(String(again.ssn))).toBe(rotated.currentKeyId);
    expect(openFlowValues(again, rotated).ssn).toBe('123456789');
  });
});
