// Stamps each signer's adopted signature and the date of signing where the template placed them (docs/design.md §7).
// Dates are the signing day in US Eastern time, like the fund's dates (docs/spec.md §4; pdf/signing-day.ts).
import { type PDFDocument, StandardFonts } from 'pdf-lib';
import type { SignerRole } from '../../../../shared/api/signing';
import type { SignerPlacements } from '../../../db/schema/signing';
import { signingDay } from '../../../pdf/signing-day';
import { fittingSize, INK } from '../../../pdf/text-layout';
import { drawSignatureMark, type SignatureMark } from './signature-mark';

export type StampedSigner = { role: SignerRole; name: string; signedAt: Date; mark: SignatureMark };

export const stampSignatures = async (
  doc: PDFDocument,
  placements: Partial<Record<SignerRole, SignerPlacements>>,
  signers: readonly StampedSigner[],
): Promise<void> => {
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pages = doc.getPages();
  for (const signer of signers) {
    const placement = placements[signer.role];
    const signature = placement?.signature;
    const signaturePage = signature && pages[signature.page];
    if (signature && signaturePage) await drawSignatureMark(doc, signaturePage, signer.mark, signature);
    const date = placement?.date;
    const datePage = date && pages[date.page];
    if (date && datePage) {
      const text = signingDay(signer.signedAt);
      const size = fittingSize(text, font, date.width - 4, 11);
      datePage.drawText(text, { x: date.x + 2, y: date.y + 4, size, font, color: INK });
    }
  }
};
