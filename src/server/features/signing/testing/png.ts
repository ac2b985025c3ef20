// For tests: a small valid PNG (a dark stroke on white), the kind the signature pad sends.
import { deflateSync } from 'node:zlib';
import { pngChunk as chunk } from '../../../db/seed/demo-documents';

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
