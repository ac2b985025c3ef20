import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../shared/api/syndication';
import { UPLOAD_MESSAGES } from '../../shared/schemas/fields/upload';
import { sniffContentType } from '../../shared/schemas/fields/upload-kind';
import { checkUpload, cleanFileName, UPLOAD_BODY_LIMIT_BYTES } from './upload-check';

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');

describe('upload check', () => {
  it.each([
    ['%PDF-1.4', 'application/pdf'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0]), 'image/jpeg'],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]), 'image/png'],
    ['%PDF', null],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47]), null],
    ['GIF89a', null],
    ['<html>', null],
  ] as const)('reads %j as %s', (head, type) => {
    expect(sniffContentType(Buffer.from(head))).toBe(type);
  });

  it('answers the bytes, their kind and SHA-256', () => {
    const check = checkUpload({ fileName: 'C:\\scans\\id.pdf', dataBase64: b64('%PDF-1.7 x') });
    expect(check).toEqual({
      ok: true,
      upload: {
        fileName: 'id.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('%PDF-1.7 x'),
        sha256: createHash('sha256').update('%PDF-1.7 x').digest('hex'),
      },
    });
  });

  it.each([
    ['', UPLOAD_MESSAGES.empty],
    ['JVBERi0', UPLOAD_MESSAGES.unreadable],
    ['JVBE Ri0x', UPLOAD_MESSAGES.unreadable],
    ['JVBERi0x=A==', UPLOAD_MESSAGES.unreadable],
    [b64('hello, plain text'), UPLOAD_MESSAGES.kind],
  ])('refuses %j', (dataBase64, message) => {
    expect(checkUpload({ fileName: 'x.pdf', dataBase64 })).toEqual({ ok: false, message });
  });

  it('refuses more than 10 MB before decoding, and the body limit leaves room for exactly 10 MB', () => {
    const over = `JVBE${'A'.repeat(Math.ceil((UPLOAD_MAX_BYTES + 1) / 3) * 4 - 4)}`;
    expect(checkUpload({ fileName: 'x.pdf', dataBase64: over })).toEqual({
      ok: false,
      message: UPLOAD_MESSAGES.tooLarge,
    });
    expect(UPLOAD_BODY_LIMIT_BYTES).toBeGreaterThan(Math.ceil(UPLOAD_MAX_BYTES / 3) * 4);
    expect(UPLOAD_BODY_LIMIT_BYTES).toBeLessThan(Math.ceil((11 * 1024 * 1024) / 3) * 4);
  });

  it.each([
    ['../../etc/passwd.png', 'image/png', 'passwd.png'],
    ['id\u0000card\n.png', 'image/png', 'idcard.png'],
    ['"quoted".png', 'image/png', 'quoted.png'],
    ['   ', 'image/png', 'image.png'],
    ['x'.repeat(300), 'image/png', `${'x'.repeat(251)}.png`],
    ['<img src=x onerror=alert(1)>.png', 'image/png', 'img srcx onerroralert(1).png'],
    ['invoice\u202Efdp.exe', 'application/pdf', 'invoicefdp.pdf'],
    ['setup.exe', 'application/pdf', 'setup.pdf'],
    ['photo.JPEG', 'image/jpeg', 'photo.jpeg'],
    ['scan', 'image/jpeg', 'scan.jpg'],
    ['Relevé de compte 2026 (v2).pdf', 'application/pdf', 'Relevé de compte 2026 (v2).pdf'],
    ['季度报告.pdf', 'application/pdf', '季度报告.pdf'],
    ['.pdf', 'application/pdf', 'document.pdf'],
  ] as const)('cleans the file name %j', (raw, contentType, expected) => {
    expect(cleanFileName(raw, contentType)).toBe(expected);
  });
});
