// The signature a signer adopts (docs/design.md §7): their name typed, or a PNG drawn on the signature pad. Checked here
// before anything is recorded, so that a stamp can always be drawn.
import { PDFDocument } from 'pdf-lib';
import { type AdoptedSignature, isTypedSignature, TYPED_SIGNATURE_MESSAGE } from '../../../shared/api/signing';
import { HttpError } from '../../http-error';
import type { SignatureMark } from './pdf/signature-mark';

export const DRAWN_SIGNATURE_MESSAGE = 'Please draw your signature again.';
/** A drawn signature is a small picture; anything larger is not one. */
export const MAX_SIGNATURE_PNG_BYTES = 256 * 1024;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const refuse = (message: string): HttpError => new HttpError(400, message, { fields: { signature: message } });

export const typedSignature = (raw: string): SignatureMark => {
  if (!isTypedSignature(raw)) throw refuse(TYPED_SIGNATURE_MESSAGE);
  return { kind: 'typed', text: raw.trim().replace(/\s+/g, ' ') };
};

export const drawnSignature = async (raw: string): Promise<SignatureMark> => {
  const base64 = raw.replace(/^data:image\/png;base64,/, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw refuse(DRAWN_SIGNATURE_MESSAGE);
  const png = Buffer.from(base64, 'base64');
  if (png.length > MAX_SIGNATURE_PNG_BYTES || !png.subarray(0, 8).equals(PNG_MAGIC))
    throw refuse(DRAWN_SIGNATURE_MESSAGE);
  try {
    await (await PDFDocument.create()).embedPng(png);
  } catch {
    throw refuse(DRAWN_SIGNATURE_MESSAGE);
  }
  return { kind: 'drawn', png };
};

export const adoptedSignature = (signature: AdoptedSignature): Promise<SignatureMark> | SignatureMark =>
  signature.kind === 'typed' ? typedSignature(signature.text) : drawnSignature(signature.imagePng);
