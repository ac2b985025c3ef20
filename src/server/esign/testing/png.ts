// For tests: a small valid PNG (a dark stroke on white), the kind the signature pad sends.
import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

export const strokePng = (width = 120, height = 40): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = Array.from({ length: height }, (_row, y) =>
    Buffer.from([
      0,
      ...Array.from({ length: width }, (_col, x) => (Math.abs(y - height / 2 - Math.sin(x / 8) * 8) < 2 ? 20 : 255)),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

export const strokePngDataUrl = (): string => `data:image/png;base64,${strokePng().toString('base64')}`;
