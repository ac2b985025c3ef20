// The portal's digital signature on a sealed document (docs/signing.md 'Digital signature'): a CMS signature
// (adbe.pkcs7.detached, SHA-256) made with the portal's signing certificate over the whole file, which any PDF reader
// and poppler's pdfsig check. A placeholder signature field is added while the document is drawn; once its bytes are
// final, @signpdf fills in the byte range and the signature.
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { PDFArray, PDFDict, type PDFDocument, PDFName, PDFRef, PDFString } from 'pdf-lib';
import type { SigningIdentity } from '../../../security/signing-identity';

export type SignatureField = {
  /** The field's name, as readers list it ('Portal seal', 'Fund countersignature'). */
  name: string;
  reason: string;
  /** Who the signature is made for, as readers show it beside the certificate. */
  signerName: string;
  at: Date;
};

/** Room for the CMS signature with the certificate in it, in bytes (hex doubles it in the file). */
const SIGNATURE_LENGTH = 8192;
const CONTACT = 'Investor relations, through the portal';
const LOCATION = 'Investor Portal';

/** The field pdflibAddPlaceholder adds is always named 'Signature1'; a document signed twice needs two names. */
const renameNewestField = (doc: PDFDocument, name: string): void => {
  const acroForm = doc.catalog.lookup(PDFName.of('AcroForm'), PDFDict);
  const fields = acroForm.lookup(PDFName.of('Fields'), PDFArray);
  const newest = fields.get(fields.size() - 1);
  const widget = newest instanceof PDFRef ? doc.context.lookup(newest, PDFDict) : undefined;
  widget?.set(PDFName.of('T'), PDFString.of(name));
};

/** Adds an empty, invisible signature field to the document's last page; signPdf fills it after saving. */
export const addSignatureField = (doc: PDFDocument, field: SignatureField): void => {
  const pages = doc.getPages();
  pdflibAddPlaceholder({
    pdfDoc: doc,
    pdfPage: pages[pages.length - 1],
    reason: field.reason,
    contactInfo: CONTACT,
    name: field.signerName,
    location: LOCATION,
    signingTime: field.at,
    signatureLength: SIGNATURE_LENGTH,
  });
  renameNewestField(doc, field.name);
};

/** Signs the one empty signature field of a saved document. */
export const signPdf = async (bytes: Uint8Array, identity: SigningIdentity, at: Date): Promise<Buffer> => {
  const signer = new P12Signer(identity.p12, { passphrase: identity.passphrase });
  return new SignPdf().sign(Buffer.from(bytes), signer, at);
};
