// The agreement as it stands: the filled PDF with the signatures made so far, and once everyone has signed, the
// certificate page and the document's metadata; once the fund countersigns, its acceptance page before the
// certificate. The sealed bytes are hashed by the caller (SHA-256) and recorded.
import { PDFDocument } from 'pdf-lib';
import type { SignerRole } from '../../../../shared/api/signing';
import type { SignerPlacements } from '../../../db/schema/signing';
import { appendAcceptance, type StampedCountersignature } from './acceptance-page';
import { appendCertificate, type Certificate } from './certificate-page';
import { type StampedSigner, stampSignatures } from './stamp-signatures';

export type RenderAgreement = {
  filled: Uint8Array;
  placements: Partial<Record<SignerRole, SignerPlacements>>;
  signers: readonly StampedSigner[];
  /** Present when sealing. */
  certificate?: Certificate;
  /** Present when the fund countersigns a sealed agreement. */
  countersignature?: StampedCountersignature;
};

export const renderAgreement = async ({
  filled,
  placements,
  signers,
  certificate,
  countersignature,
}: RenderAgreement) => {
  const doc = await PDFDocument.load(filled, { updateMetadata: false });
  await stampSignatures(doc, placements, signers);
  if (countersignature) await appendAcceptance(doc, countersignature);
  if (certificate) {
    await appendCertificate(doc, certificate);
    const state = countersignature ? 'countersigned' : 'signed';
    doc.setTitle(`${certificate.documentTitle ?? `Subscription agreement, ${certificate.fundName}`} (${state})`);
    doc.setSubject(`Envelope ${certificate.envelopeId}`);
    doc.setKeywords(['subscription agreement', 'sealed', `envelope:${certificate.envelopeId}`]);
    doc.setProducer('Investor Portal e-signature');
    doc.setModificationDate(countersignature?.at ?? certificate.completedAt);
  }
  return doc.save({ useObjectStreams: false });
};
