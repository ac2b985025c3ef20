import { describe, expect, it } from 'vitest';
import { adoptedSignature, DRAWN_SIGNATURE_MESSAGE, MAX_SIGNATURE_PNG_BYTES } from './signature-input';
import { strokePng } from './testing/png';

describe('adopting a signature', () => {
  it('keeps a typed name with its spaces tidied', async () => {
    expect(await adoptedSignature({ kind: 'typed', text: '  Ada   Lovelace ' })).toEqual({
      kind: 'typed',
      text: 'Ada Lovelace',
    });
  });

  it('accepts a drawn PNG as a data URL or as plain base64', async () => {
    const png = strokePng();
    for (const imagePng of [`data:image/png;base64,${png.toString('base64')}`, png.toString('base64')]) {
      const mark = await adoptedSignature({ kind: 'drawn', imagePng });
      expect(mark.kind === 'drawn' && Buffer.from(mark.png).equals(png)).toBe(true);
    }
  });

  it.each([
    ['text that is not base64', 'not base64!'],
    ['base64 that is not a PNG', Buffer.from('GIF89a not a png').toString('base64')],
    [
      'a PNG header with nothing after it',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString('base64'),
    ],
    [
      'a picture larger than a signature',
      Buffer.concat([strokePng(), Buffer.alloc(MAX_SIGNATURE_PNG_BYTES)]).toString('base64'),
    ],
  ])('refuses %s', async (_title, imagePng) => {
    await expect(adoptedSignature({ kind: 'drawn', imagePng })).rejects.toMatchObject({
      statusCode: 400,
      message: DRAWN_SIGNATURE_MESSAGE,
    });
  });

  it('refuses a typed signature that is not a name', () => {
    expect(() => adoptedSignature({ kind: 'typed', text: '12' })).toThrow();
  });
});
