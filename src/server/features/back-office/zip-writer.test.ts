import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createZip, safeFileName } from './zip-writer';

/** Reads the archive back through its central directory, as unzip tools do. */
const readZip = (zip: Buffer): { name: string; bytes: Buffer }[] => {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: { name: string; bytes: Buffer }[] = [];
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const localNameLength = zip.readUInt16LE(localAt + 26);
    const dataAt = localAt + 30 + localNameLength;
    const bytes = inflateRawSync(zip.subarray(dataAt, dataAt + compressed));
    expect(crc32(bytes)).toBe(crc);
    files.push({ name, bytes });
    at += 46 + nameLength;
  }
  return files;
};

describe('the agreements archive', () => {
  const entries = [
    { name: 'ada-lovelace.pdf', bytes: Buffer.from('%PDF-1.7 first'), modifiedAt: new Date(2026, 2, 8, 15, 30, 10) },
    { name: 'zoë.pdf', bytes: Buffer.alloc(10_000, 7), modifiedAt: new Date(2026, 2, 9) },
  ];

  it('holds every file whole, under its name', () => {
    const files = readZip(createZip(entries));
    expect(files.map((f) => f.name)).toEqual(['ada-lovelace.pdf', 'zoë.pdf']);
    expect(files[0]?.bytes.toString()).toBe('%PDF-1.7 first');
    expect(files[1]?.bytes.equals(Buffer.alloc(10_000, 7))).toBe(true);
  });

  it('is an empty but valid archive without files', () => {
    expect(readZip(createZip([]))).toEqual([]);
  });

  it.each([
    ['Ada Lovelace', 'ada-lovelace'],
    ['Zoë  O’Brien, Jr.', 'zoe-o-brien-jr'],
    ['../../etc/passwd', 'etc-passwd'],
    ['***', 'investor'],
  ])('names %j as %j', (text, expected) => {
    expect(safeFileName(text)).toBe(expected);
  });
});
