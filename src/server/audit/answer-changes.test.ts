import { describe, expect, it } from 'vitest';
import { createDataCipher } from '../security/data-cipher';
import { generateDataKey } from '../security/data-key';
import { resolveAnswerChange } from './answer-changes';

const cipher = createDataCipher([generateDataKey()]);
const other = createDataCipher([generateDataKey()]);

describe('resolving the tax ids of an answers change', () => {
  it('drops a tax id that was only sealed again with a new IV', () => {
    const { details, isNoop } = resolveAnswerChange(
      {
        fields: ['legalFirstName'],
        sealedTaxIds: { ssn: [cipher.encrypt('123456789'), cipher.encrypt('123456789')] },
        fromStep: 'NAME_PHONE',
        toStep: 'RESIDENCE_ADDRESS',
      },
      cipher,
    );
    expect(details).toEqual({ fields: ['legalFirstName'], fromStep: 'NAME_PHONE', toStep: 'RESIDENCE_ADDRESS' });
    expect(isNoop).toBe(false);
  });

  it.each([
    ['a new value', [cipher.encrypt('123456789'), cipher.encrypt('987654321')]],
    ['a first value', ['', cipher.encrypt('123456789')]],
    ['a cleared value', [cipher.encrypt('123456789'), '']],
    ['a value sealed with an unknown key', [other.encrypt('123456789'), cipher.encrypt('123456789')]],
  ])('keeps the name of a tax id that got %s, never the value', (_name, pair) => {
    const { details } = resolveAnswerChange({ fields: ['mobilePhone'], sealedTaxIds: { ssn: pair } }, cipher);
    expect(details.fields).toEqual(['mobilePhone', 'ssn']);
    expect(JSON.stringify(details)).not.toContain('enc:');
  });

  it('is a no-op when nothing changed and the step stayed', () => {
    const sealed = { ein: [cipher.encrypt('121234567'), cipher.encrypt('121234567')] };
    expect(resolveAnswerChange({ fields: [], sealedTaxIds: sealed, fromStep: 'X', toStep: 'X' }, cipher).isNoop).toBe(
      true,
    );
    expect(resolveAnswerChange({ fields: [], sealedTaxIds: sealed, fromStep: 'X', toStep: 'Y' }, cipher).isNoop).toBe(
      false,
    );
  });
});
