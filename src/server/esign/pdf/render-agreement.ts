// The agreement as it stands: the filled PDF with the signatures made so far, and once everyone has signed, the
// certificate page and the document's metadata. The sealed bytes are hashed by the caller (SHA-256) and recorded.
import { PDFDocument } from 'pdf-lib';
import type { SignerRole } from '../../../shared/api/signing';
import type { SignerPlacements } from '../../db/schema/signing';
import { appendCertificate, type Certificate } from './certificate-page';
import { type StampedSigner, stampSignatures } from './stamp-signatures';

export type RenderAgreement = {
  filled: Uint8Array;
  placements: Partial<Record<SignerRole, SignerPlacements>>;
  signers: readonly StampedSigner[];
  /** Present when sealing. */
  certificate?: Certificate;
};

export const renderAgreement = async ({ filled, placements, signers, certificate }: RenderAgreement) => {
  const doc = await PDFDocument.load(filled, { updateMetadata: false });
  await stampSignatures(doc, placements, signers);
  if (certificate) {
    await appendCertificate(doc, certificate);
    doc.setTitle(`Subscription agreement, ${certificate.fundName} (signed)`);
    doc.setSubject(`Envelope ${certificate.envelopeId}`);
    doc.setKeywords(['subscription agreement', 'sealed', `envelope:${certificate.envelopeId}`]);
    doc.setProducer('Investor Portal e-signature');
    doc.setModificationDate(certificate.completedAt);
  }
  return doc.save({ useObjectStreams: false });
};
