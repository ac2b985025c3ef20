import { describe, expect, it } from 'vitest';
import { nextZoom, ZOOM_STEPS } from './zoom';

describe('zooming a document', () => {
  it.each([
    [1, 1, 1.25],
    [1, -1, 0.75],
    [1.1, 1, 1.25],
    [1.1, -1, 1],
    [3, 1, 3],
    [0.5, -1, 0.5],
  ] as const)('from %s in direction %s goes to %s', (zoom, direction, expected) => {
    expect(nextZoom(zoom, direction)).toBe(expected);
  });

  it('starts at the page fitting the width', () => {
    expect(ZOOM_STEPS).toContain(1);
  });
});
