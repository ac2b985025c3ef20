import { describe, expect, it } from 'vitest';
import { accessibleAccent, contrastWithWhite } from './accent-color';

describe('fund accent colour (docs/design.md §3a)', () => {
  it.each([['#0b6e4f'], ['#1f4e79'], ['#8a1c1c'], ['#c75000'], ['#a23b72']])(
    'keeps %s, which already reaches AA',
    (hex) => {
      expect(accessibleAccent(hex)).toBe(hex);
    },
  );

  it.each([['#ff8800'], ['#4a90e2'], ['#ffcc00'], ['#ffffff'], ['#7fd']])(
    'darkens %s until white text on it reaches 4.5:1',
    (hex) => {
      const accent = accessibleAccent(hex);
      expect(accent).not.toBe(hex);
      expect(contrastWithWhite(accent)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each([[''], [null], ['blue'], ['#12345']])('falls back to the brand colour for %j', (hex) => {
    expect(accessibleAccent(hex)).toBe('#1f4e79');
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 0);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(4.5);
  });
});
