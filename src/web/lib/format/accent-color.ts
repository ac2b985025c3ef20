// docs/design.md §3a: the fund's hexColor is the accent on its pages, darkened where white text on it (and it as text on
// white) would miss the WCAG AA contrast of 4.5:1.
const AA_CONTRAST = 4.5;
const FALLBACK = '#1f4e79';

type Rgb = [number, number, number];

const parseHex = (hex: string): Rgb | null => {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as Rgb;
};

const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export const relativeLuminance = ([r, g, b]: Rgb): number =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** Contrast ratio of a colour against white. */
export const contrastWithWhite = (hex: string): number => {
  const rgb = parseHex(hex);
  if (!rgb) return 1;
  return 1.05 / (relativeLuminance(rgb) + 0.05);
};

/** The fund colour, or the darkest needed step towards black that reaches AA against white; a fallback for junk. */
export const accessibleAccent = (hex: string | null | undefined): string => {
  const rgb = parseHex(hex ?? '');
  if (!rgb) return FALLBACK;
  for (let step = 0; step <= 20; step++) {
    const factor = 1 - step * 0.05;
    const candidate = toHex(rgb.map((c) => c * factor) as Rgb);
    if (contrastWithWhite(candidate) >= AA_CONTRAST) return candidate;
  }
  return '#000000';
};
