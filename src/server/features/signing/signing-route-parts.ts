// Pieces the signing routes share: request schemas, the evidence of a request, and PDF answers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileAnswer } from '../../answer-schema';
import { HttpError } from '../../http-error';
import { idSchema, objectSchema } from '../../schema-parts';
import type { AgreementPdf, SigningEvidence } from './signature-provider';

/** A drawn signature's PNG travels as base64 inside the JSON body. */
export const SIGN_BODY_LIMIT_BYTES = 512 * 1024;
/** A whole PDF (a template, or a copy to verify) travels as base64. */
export const PDF_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

export const INTENT_REQUIRED = 'Please confirm that you intend to sign the agreement electronically.';

export const sha256Schema = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;
export const base64Schema = { type: 'string', minLength: 1, maxLength: PDF_BODY_LIMIT_BYTES } as const;

export const signatureSchema = {
  oneOf: [
    objectSchema({ kind: { const: 'typed' }, text: { type: 'string', minLength: 1, maxLength: 200 } }, [
      'kind',
      'text',
    ]),
    objectSchema({ kind: { const: 'drawn' }, imagePng: { type: 'string', minLength: 1, maxLength: 400_000 } }, [
      'kind',
      'imagePng',
    ]),
  ],
} as const;

export const transactionParamsSchema = objectSchema({ transactionId: idSchema }, ['transactionId']);

/** Where and how the request was made: kept for the certificate (docs/design.md §7). */
export const evidenceOf = (request: FastifyRequest, at: Date): SigningEvidence => ({
  at,
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  loginMethod: request.auth?.loginMethod ?? null,
});

/** The query of a route that answers a signing PDF: `?download=true` asks for it as a file to keep. */
export type PdfQuery = { download?: 'true' | 'false' };
export const pdfQuerySchema = objectSchema({ download: { type: 'string', enum: ['true', 'false'] } }, []);

/**
 * The evidence of a download, recorded as `document.downloaded`; none for the viewer drawing the PDF on the signing
 * page, whose opening is already recorded as the view.
 */
export const downloadEvidenceOf = (
  request: FastifyRequest<{ Querystring: PdfQuery }>,
  at: Date,
): SigningEvidence | undefined => (request.query.download === 'true' ? evidenceOf(request, at) : undefined);

/** docs/design.md §7: an explicit intent to sign, separate from the consent to electronic records. */
export const requireIntent = (intentToSign: boolean): void => {
  if (!intentToSign) throw new HttpError(400, INTENT_REQUIRED, { fields: { intentToSign: INTENT_REQUIRED } });
};

export const decodePdf = (base64: string, field = 'pdfBase64'): Buffer => {
  const bytes = Buffer.from(base64.replace(/^data:application\/pdf;base64,/, ''), 'base64');
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new HttpError(400, 'Please send a PDF document.', { fields: { [field]: 'is not a PDF document' } });
  }
  return bytes;
};

/** The answer schema of a route that answers the agreement or a template as a PDF. */
export const pdfAnswer = fileAnswer('The PDF document', ['application/pdf']);

export const sendPdf = (reply: FastifyReply, pdf: Pick<AgreementPdf, 'bytes' | 'fileName'>, isDownload: boolean) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `${isDownload ? 'attachment' : 'inline'}; filename="${pdf.fileName}"`)
    // The portal's pages show the agreement in a frame; the browser's PDF viewer must be allowed to run in it.
    .header(
      'content-security-policy',
      "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    )
    .send(Buffer.from(pdf.bytes));
