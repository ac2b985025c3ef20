// Serving an uploaded document back (docs/syndication.md 'Uploads'): its stored type, shown inline, never sniffed,
// cached nowhere, and unable to run anything in the portal's origin.
import type { FastifyReply } from 'fastify';
import type { OpenedUpload } from './syndication-uploads-repository';

/** `inline; filename="…"` with an ASCII stand-in, and the real name in RFC 5987 form. */
export const inlineDisposition = (fileName: string): string => {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

export const sendUpload = (reply: FastifyReply, upload: Pick<OpenedUpload, 'bytes' | 'contentType' | 'fileName'>) =>
  reply
    .type(upload.contentType)
    .header('content-disposition', inlineDisposition(upload.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    // Shown in the portal's own frames (the PDF viewer needs object-src); nothing in it may run.
    .header(
      'content-security-policy',
      "default-src 'none'; img-src 'self'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    )
    .send(upload.bytes);
