// A ZIP archive (PKWARE APPNOTE 6.3, deflate, no encryption) of a few PDFs, made in memory: the fund's signed
// agreements in one download (issue 'Export'). Small enough not to need a dependency.
import { crc32, deflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; bytes: Uint8Array; modifiedAt: Date };

const DOS_EPOCH_YEAR = 1980;
const UTF8_NAMES = 0x0800;
const DEFLATE = 8;

const dosTime = (d: Date): number => (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2);
const dosDate = (d: Date): number =>
  ((Math.max(d.getFullYear(), DOS_EPOCH_YEAR) - DOS_EPOCH_YEAR) << 9) | ((d.getMonth() + 1) << 5) | d.getDate();

const header = (size: number, write: (b: Buffer) => void): Buffer => {
  const buffer = Buffer.alloc(size);
  write(buffer);
  return buffer;
};

export const createZip = (entries: readonly ZipEntry[]): Buffer => {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = deflateRawSync(entry.bytes);
    const crc = crc32(entry.bytes);
    const [time, date] = [dosTime(entry.modifiedAt), dosDate(entry.modifiedAt)];
    const local = header(30, (b) => {
      b.writeUInt32LE(0x04034b50, 0);
      b.writeUInt16LE(20, 4);
      b.writeUInt16LE(UTF8_NAMES, 6);
      b.writeUInt16LE(DEFLATE, 8);
      b.writeUInt16LE(time, 10);
      b.writeUInt16LE(date, 12);
      b.writeUInt32LE(crc, 14);
      b.writeUInt32LE(data.length, 18);
      b.writeUInt32LE(entry.bytes.length, 22);
      b.writeUInt16LE(name.length, 26);
    });
    central.push(
      header(46, (b) => {
        b.writeUInt32LE(0x02014b50, 0);
        b.writeUInt16LE(20, 4);
        b.writeUInt16LE(20, 6);
        b.writeUInt16LE(UTF8_NAMES, 8);
        b.writeUInt16LE(DEFLATE, 10);
        b.writeUInt16LE(time, 12);
        b.writeUInt16LE(date, 14);
        b.writeUInt32LE(crc, 16);
        b.writeUInt32LE(data.length, 20);
        b.writeUInt32LE(entry.bytes.length, 24);
        b.writeUInt16LE(name.length, 28);
        b.writeUInt32LE(offset, 42);
      }),
      name,
    );
    parts.push(local, name, data);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = header(22, (b) => {
    b.writeUInt32LE(0x06054b50, 0);
    b.writeUInt16LE(entries.length, 8);
    b.writeUInt16LE(entries.length, 10);
    b.writeUInt32LE(directory.length, 12);
    b.writeUInt32LE(offset, 16);
  });
  return Buffer.concat([...parts, directory, end]);
};

/** 'Ada Lovelace' → 'ada-lovelace': a file name any system accepts. */
export const safeFileName = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'investor';
