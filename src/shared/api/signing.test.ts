import { describe, expect, it } from 'vitest';
import { coSignerLinkPath, isTypedSignature, signerIdOfLinkToken } from './signing';

describe('typed signatures', () => {
  it.each([
    ['Ada Lovelace', true],
    ['  Ada   Lovelace ', true],
    ["Séamus O'Brien-Núñez Jr.", true],
    ['A', false],
    ['', false],
    ['Ada 1', false],
    ['<script>', false],
    ['x'.repeat(101), false],
  ])('accepts %j: %s', (text, expected) => {
    expect(isTypedSignature(text)).toBe(expected);
  });
});

describe('co-signer links', () => {
  it('names the signer before the dot of the token', () => {
    expect(signerIdOfLinkToken('6f1c7d1e-0000-4000-8000-000000000001.secret')).toBe(
      '6f1c7d1e-0000-4000-8000-000000000001',
    );
  });

  it.each(['no-dot', '.secret', 'signer.', ''])('finds no signer in %j', (token) => {
    expect(signerIdOfLinkToken(token)).toBeNull();
  });

  it('is a portal path', () => {
    expect(coSignerLinkPath('abc.def')).toBe('/sign/abc.def');
  });
});
