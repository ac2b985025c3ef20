import { describe, expect, it } from 'vitest';
import { paragraphsOf, sha256Hex } from './acknowledgments-text';

describe('the acknowledgments text', () => {
  it('is named by the SHA-256 of its UTF-8 bytes', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex('Déjà vu')).toBe('6bc28f85d46d7804c2c39c625bdf724edd57e11c3e32f3158065a0f87f5086cc');
  });

  it('reads as its paragraphs', () => {
    expect(paragraphsOf('First.\n\n  Second, line one\nline two.\n\n\n')).toEqual([
      'First.',
      'Second, line one\nline two.',
    ]);
  });
});
