// Reads a ZIP archive back through its central directory, as unzip tools do, checking each file's CRC: the exports'
// tests read what the server streamed.
import { crc32, inflateRawSync } from 'node:zlib';

export type ZippedFile = { name: string; bytes: Buffer };

const STORED = 0;

export const readZip = (zip: Buffer): ZippedFile[] => {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('No end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: ZippedFile[] = [];
  for (let i = 0; i < count; i += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`No central directory record at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    const bytes = method === STORED ? Buffer.from(data) : inflateRawSync(data);
    if (crc32(bytes) !== crc) throw new Error(`${name}: CRC mismatch`);
    files.push({ name, bytes });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
};
