import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './win-ansi';

describe('text for the standard PDF fonts', () => {
  it.each([
    ['Ada Lovelace', 'Ada Lovelace'],
    ['José Ñúñez', 'José Ñúñez'],
    ['•••-••-6789', '•••-••-6789'],
    ['Łukasz Żółć', '?ukasz Zó?c'],
    ['Ōsaka', 'Osaka'],
    ['李小龍', '???'],
    ['line\nbreak\ttab', 'line break tab'],
  ])('brings %s into WinAnsi as %s', (text, expected) => {
    expect(toWinAnsi(text)).toBe(expected);
  });

  it('gives text that Helvetica can always draw', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(() => font.widthOfTextAtSize('Łukasz 李', 10)).toThrow();
    expect(font.widthOfTextAtSize(toWinAnsi('Łukasz 李'), 10)).toBeGreaterThan(0);
  });
});
