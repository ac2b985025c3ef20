import { describe, expect, it } from 'vitest';
import { safeFileName } from './safe-file-name';

describe('the names of archived agreements', () => {
  it.each([
    ['Ada Lovelace', 'ada-lovelace'],
    ['Zoë  O’Brien, Jr.', 'zoe-o-brien-jr'],
    ['../../etc/passwd', 'etc-passwd'],
    ['***', 'investor'],
  ])('names %j as %j', (text, expected) => {
    expect(safeFileName(text)).toBe(expected);
  });
});
