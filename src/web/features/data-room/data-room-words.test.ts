import { describe, expect, it } from 'vitest';
import { fileSizeText, pageCountText, pageRanges, stampNoteText } from './data-room-words';

describe('data-room words', () => {
  it.each([
    [[], ''],
    [[4], '4'],
    [[1, 2, 3, 5], '1–3, 5'],
    [[5, 3, 1, 2, 2], '1–3, 5'],
    [[1, 3, 5, 6], '1, 3, 5–6'],
  ])('reads pages %j as %s', (pages, text) => {
    expect(pageRanges(pages)).toBe(text);
  });

  it('counts pages in words', () => {
    expect(pageCountText(1)).toBe('1 page');
    expect(pageCountText(12)).toBe('12 pages');
  });

  it('gives sizes in KB below a megabyte', () => {
    expect(fileSizeText(300)).toBe('1 KB');
    expect(fileSizeText(12_800)).toBe('13 KB');
    expect(fileSizeText(1_300_000)).toBe('1.2 MB');
  });

  it('says what a copy carries: a visitor’s names no one', () => {
    expect(stampNoteText(true)).toContain('your name');
    expect(stampNoteText(false)).not.toContain('your name');
    expect(stampNoteText(false)).toContain('Public copy');
  });
});
