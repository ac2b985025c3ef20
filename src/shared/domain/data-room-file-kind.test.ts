import { describe, expect, it } from 'vitest';
import { DATA_ROOM_MAX_BYTES, DATA_ROOM_MESSAGES } from '../api/data-room';
import { dataRoomFileProblem, isOfficeFile, sniffDataRoomType } from './data-room-file-kind';

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

const PDF = bytes('%PDF-1.7\n');
const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0]);
const DOCX = bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml');
const XLSX = bytes([0x50, 0x4b, 0x03, 0x04], '[Content_Types].xml xl/workbook.xml');
const OLD_DOC = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const PLAIN_ZIP = bytes([0x50, 0x4b, 0x03, 0x04], 'photos/beach.jpg');
const TEXT = bytes('These are my notes.');

describe('a data-room file judged by its bytes', () => {
  it.each([
    ['a PDF', PDF, 'application/pdf'],
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a Word file', DOCX, null],
    ['plain text', TEXT, null],
  ])('reads %s as %s', (_name, head, expected) => {
    expect(sniffDataRoomType(head)).toBe(expected);
  });

  it.each([
    ['a Word package', DOCX, true],
    ['an Excel package', XLSX, true],
    ['an old Office file', OLD_DOC, true],
    ['a ZIP of photos', PLAIN_ZIP, false],
    ['a PDF', PDF, false],
  ])('tells %s is an Office file: %s', (_name, head, expected) => {
    expect(isOfficeFile(head)).toBe(expected);
  });

  it.each([
    ['an empty file', 0, PDF, DATA_ROOM_MESSAGES.empty],
    ['a PDF over 25 MB', DATA_ROOM_MAX_BYTES + 1, PDF, DATA_ROOM_MESSAGES.tooLarge],
    ['a PDF of exactly 25 MB', DATA_ROOM_MAX_BYTES, PDF, null],
    ['an image', 2_000, PNG, null],
    ['a Word file', 2_000, DOCX, DATA_ROOM_MESSAGES.office],
    ['plain text named .pdf', 2_000, TEXT, DATA_ROOM_MESSAGES.kind],
  ])('answers %s with %s', (_name, byteLength, head, expected) => {
    expect(dataRoomFileProblem({ byteLength, head })).toBe(expected);
  });
});
