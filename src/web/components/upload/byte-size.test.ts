import { describe, expect, it } from 'vitest';
import { formatByteSize } from './byte-size';

describe('file sizes in words', () => {
  it.each([
    [1, '1 byte'],
    [12, '12 bytes'],
    [850_000, '830 KB'],
    [11 * 1024 * 1024, '11.0 MB'],
  ])('%i bytes read %s', (value, expected) => {
    expect(formatByteSize(value)).toBe(expected);
  });
});
