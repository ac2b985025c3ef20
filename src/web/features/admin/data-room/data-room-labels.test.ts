import { describe, expect, it } from 'vitest';
import { countText, movedOrder, pagesSeenText, shortHash } from './data-room-labels';

describe('the pages a reader saw', () => {
  it.each<[number[], number, string]>([
    [[1, 2, 3, 5], 12, 'pages 1–3, 5 of 12'],
    [[5, 3, 1, 2, 2], 12, 'pages 1–3, 5 of 12'],
    [[4], 12, 'page 4 of 12'],
    [[1, 2], 2, 'pages 1–2 of 2'],
    [[1, 3, 5, 6, 7, 9], 9, 'pages 1, 3, 5–7, 9 of 9'],
    [[], 8, 'no pages in the viewer'],
  ])('%j of %i read %s', (pages, count, expected) => {
    expect(pagesSeenText(pages, count)).toBe(expected);
  });
});

describe('the words around the data room', () => {
  it('counts in the singular and the plural', () => {
    expect(countText(1, 'view', 'views')).toBe('1 view');
    expect(countText(0, 'view', 'views')).toBe('0 views');
    expect(countText(3, 'download', 'downloads')).toBe('3 downloads');
  });

  it('shortens a SHA-256 to twelve digits', () => {
    expect(shortHash('a'.repeat(64))).toBe('aaaaaaaaaaaa');
  });
});

describe('moving a document', () => {
  const ids = ['a', 'b', 'c'];
  it.each<[number, -1 | 1, string[]]>([
    [1, -1, ['b', 'a', 'c']],
    [1, 1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
    [5, 1, ['a', 'b', 'c']],
  ])('moves the one at %i by %i', (index, step, expected) => {
    expect(movedOrder(ids, index, step)).toEqual(expected);
    expect(ids).toEqual(['a', 'b', 'c']);
  });
});
