import { describe, expect, it } from 'vitest';
import { adoptedSignatureOf, draftFor, type SignatureDraft } from './signature-draft';

describe('the signature being adopted', () => {
  it('starts as the signer typing their own name', () => {
    expect(draftFor('Ada Lovelace')).toEqual({ kind: 'typed', typedName: 'Ada Lovelace', drawnPng: null });
  });

  it.each<[string, SignatureDraft, ReturnType<typeof adoptedSignatureOf>]>([
    ['a typed name', draftFor(' Ada  Lovelace '), { kind: 'typed', text: 'Ada Lovelace' }],
    ['a typed name that is not a name', draftFor('1'), null],
    ['an empty typed name', draftFor(''), null],
    [
      'a drawing',
      { kind: 'drawn', typedName: '', drawnPng: 'data:image/png;base64,AAAA' },
      { kind: 'drawn', imagePng: 'data:image/png;base64,AAAA' },
    ],
    ['an empty pad', { kind: 'drawn', typedName: 'Ada Lovelace', drawnPng: null }, null],
  ])('turns %s into %j', (_title, draft, expected) => {
    expect(adoptedSignatureOf(draft)).toEqual(expected);
  });
});
