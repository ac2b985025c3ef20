// Demo team photos drawn here, with no download: a square PNG of a person's initials, white on a colour, in a 5×7
// pixel font scaled up. The PNG is written by hand (signature, IHDR, one zlib IDAT, IEND) with Node's zlib.
import { deflateSync } from 'node:zlib';

const GLYPHS: Record<string, readonly string[]> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  C: ['01111', '10000', '10000', '10000', '10000', '10000', '01111'],
  D: ['11110', '10001', '10001', '10001', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  F: ['11111', '10000', '10000', '11110', '10000', '10000', '10000'],
  G: ['01111', '10000', '10000', '10011', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  I: ['11111', '00100', '00100', '00100', '00100', '00100', '11111'],
  J: ['00111', '00010', '00010', '00010', '00010', '10010', '01100'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  L: ['10000', '10000', '10000', '10000', '10000', '10000', '11111'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  Q: ['01110', '10001', '10001', '10001', '10101', '10010', '01101'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  U: ['10001', '10001', '10001', '10001', '10001', '10001', '01110'],
  V: ['10001', '10001', '10001', '10001', '10001', '01010', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '10101', '01010'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Buffer): number => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

const rgbOf = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};

/** A word's first Latin letter, accents dropped ('Ömer' → 'O'). */
const firstLetter = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .charAt(0)
    .toUpperCase();

/** Up to two initials of a name ('Maria Chen' → 'MC'), letters the font has. */
export const nameInitials = (name: string): string =>
  name
    .split(/\s+/)
    .map(firstLetter)
    .filter((letter) => letter in GLYPHS)
    .slice(0, 2)
    .join('');

/** A `size`-pixel square PNG with the initials centred, white on `hexColor` (a dark colour: white text stays legible). */
export const initialsAvatarPng = (name: string, hexColor: string, size = 160): Buffer => {
  const letters = [...nameInitials(name)];
  const scale = Math.floor(size / 16);
  const gap = scale;
  const textWidth = letters.length * 5 * scale + Math.max(0, letters.length - 1) * gap;
  const left = Math.floor((size - textWidth) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  const [r, g, b] = rgbOf(hexColor);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    const rowStart = y * (1 + size * 3);
    rows[rowStart] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const gx = x - left;
      const letterIndex = Math.floor(gx / (5 * scale + gap));
      const inLetterX = Math.floor((gx - letterIndex * (5 * scale + gap)) / scale);
      const gy = Math.floor((y - top) / scale);
      const glyph = gx >= 0 && gy >= 0 && gy < 7 ? GLYPHS[letters[letterIndex] ?? ''] : undefined;
      const isInk = glyph !== undefined && inLetterX < 5 && glyph[gy]?.[inLetterX] === '1';
      const at = rowStart + 1 + x * 3;
      rows[at] = isInk ? 255 : r;
      rows[at + 1] = isInk ? 255 : g;
      rows[at + 2] = isInk ? 255 : b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
