import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../api/syndication';
import { UPLOAD_MESSAGES } from './upload';
import { sniffContentType, uploadProblem } from './upload-kind';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

describe('the kind of a chosen file, read from its first bytes', () => {
  it.each<[string, Uint8Array, string | null]>([
    ['a PDF', ascii('%PDF-1.7\n'), 'application/pdf'],
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['a PNG', PNG, 'image/png'],
    ['text named .pdf', ascii('Hello, I am not a PDF'), null],
    ['a PNG with a broken signature', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x00), null],
    ['a GIF', ascii('GIF89a'), null],
    ['nothing', bytes(), null],
  ])('%s is %s', (_title, head, expected) => {
    expect(sniffContentType(head)).toBe(expected);
  });
});

describe('the checks before storing or sending', () => {
  it.each<[string, number, Uint8Array, string | null]>([
    ['a small PDF', 2_000, ascii('%PDF-1.4'), null],
    ['a PNG of exactly 10 MB', UPLOAD_MAX_BYTES, PNG, null],
    ['a PDF one byte over 10 MB', UPLOAD_MAX_BYTES + 1, ascii('%PDF-1.4'), UPLOAD_MESSAGES.tooLarge],
    ['a text file renamed .pdf', 40, ascii('just some words'), UPLOAD_MESSAGES.kind],
    ['a text file over 10 MB (the size speaks first)', UPLOAD_MAX_BYTES + 1, ascii('words'), UPLOAD_MESSAGES.tooLarge],
    ['an empty file', 0, bytes(), UPLOAD_MESSAGES.empty],
  ])('%s: %s', (_title, byteLength, head, expected) => {
    expect(uploadProblem({ byteLength, head })).toBe(expected);
  });
});
