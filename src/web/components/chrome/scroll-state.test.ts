import { describe, expect, it } from 'vitest';
import { scrollState } from './scroll-state';

describe('scroll progress and the tighter header (docs/spec.md §2, §9)', () => {
  it.each([
    [0, 0],
    [500, 50],
    [333, 33],
    [1000, 100],
    [1200, 100],
  ])('shows %ipx scrolled of 1000 as %i%%', (scrollY, percent) => {
    expect(scrollState({ scrollY, scrollHeight: 1800, viewportHeight: 800 }).percent).toBe(percent);
  });

  it('shows 0% on a page that does not scroll', () => {
    expect(scrollState({ scrollY: 0, scrollHeight: 600, viewportHeight: 800 }).percent).toBe(0);
  });

  it.each([
    [200, false],
    [201, true],
  ])('tightens the header at %ipx: %s', (scrollY, isTight) => {
    expect(scrollState({ scrollY, scrollHeight: 3000, viewportHeight: 800 }).isTight).toBe(isTight);
  });
});
