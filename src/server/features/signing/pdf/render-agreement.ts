// The agreement as it stands: the filled PDF with the signatures made so far; once everyone has signed, sealed with
// the certificate page, the document's metadata and the portal's digital signature; once the fund countersigns, the
// sealed file extended by an incremental update (its acceptance page, the countersignature's record and a second
// digital signature), so that the first signature stays valid. The caller hashes the bytes (SHA-256) and records them.
import { PDFDocument } from 'pdf-lib';
import type { SignerRole } from '../../../../shared/api/signing';
import type { SignerPlacements } from '../../../db/schema/signing';
import type { SigningIdentity } from '../../../security/signing-identity';
import { appendAcceptance, type StampedCountersignature } from './acceptance-page';
import {
  appendCertificate,
  appendCountersignatureRecord,
  type Certificate,
  type CertificateCountersignature,
} from './certificate-page';
import { addSignatureField, signPdf } from './digital-signature';
import { dropDeletedAnnotations } from './fill-agreement';
import { openForIncrementalUpdate } from './incremental-update';
import { type StampedSigner, stampSignatures } from './stamp-signatures';

export type RenderAgreement = {
  filled: Uint8Array;
  placements: Partial<Record<SignerRole, SignerPlacements>>;
  signers: readonly StampedSigner[];
};

const PRODUCER = 'Investor Portal e-signature';

export const agreementTitle = (certificate: Pick<Certificate, 'documentTitle' | 'fundName'>): string =>
  certificate.documentTitle ?? `Subscription agreement, ${certificate.fundName}`;

/** The filled agreement with the signatures made so far (what a signer sees before everyone has signed). */
export const renderAgreement = async ({ filled, placements, signers }: RenderAgreement): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(filled, { updateMetadata: false });
  await stampSignatures(doc, placements, signers);
  return doc.save({ useObjectStreams: false });
};

/** Every signature stamped, the certificate appended, and the whole file signed with the portal's certificate. */
export const sealAgreement = async ({
  filled,
  placements,
  signers,
  certificate,
  identity,
}: RenderAgreement & { certificate: Certificate; identity: SigningIdentity }): Promise<Buffer> => {
  const doc = await PDFDocument.load(filled, { updateMetadata: false });
  // Agreements filled before pdf-lib's dangling widgets were dropped are mended as they are sealed.
  dropDeletedAnnotations(doc);
  await stampSignatures(doc, placements, signers);
  await appendCertificate(doc, certificate);
  doc.setTitle(`${agreementTitle(certificate)} (signed)`);
  doc.setSubject(`Envelope ${certificate.envelopeId}`);
  doc.setKeywords(['subscription agreement', 'sealed', `envelope:${certificate.envelopeId}`]);
  doc.setProducer(PRODUCER);
  doc.setCreationDate(certificate.completedAt);
  doc.setModificationDate(certificate.completedAt);
  addSignatureField(doc, {
    name: 'Portal seal',
    reason: `Sealed when every signer had signed (envelope ${certificate.envelopeId})`,
    signerName: 'Investor Portal',
    at: certificate.completedAt,
  });
  return signPdf(await doc.save({ useObjectStreams: false }), identity, certificate.completedAt);
};

export type CountersignAgreement = {
  /** The agreement as the signers sealed it: its bytes stay the first part of the result. */
  sealed: Uint8Array;
  envelopeId: string;
  documentTitle: string;
  acceptance: StampedCountersignature;
  record: CertificateCountersignature;
  identity: SigningIdentity;
};

/** The fund's acceptance and the record of its countersignature, appended and signed as an incremental update. */
export const countersignAgreement = async ({
  sealed,
  envelopeId,
  documentTitle: title,
  acceptance,
  record,
  identity,
}: CountersignAgreement): Promise<Buffer> => {
  const update = await openForIncrementalUpdate(sealed);
  const { doc } = update;
  await appendAcceptance(doc, acceptance);
  await appendCountersignatureRecord(doc, { envelopeId, documentTitle: title, countersignature: record });
  doc.setTitle(`${title} (countersigned)`);
  doc.setProducer(PRODUCER);
  doc.setModificationDate(record.at);
  addSignatureField(doc, {
    name: 'Fund countersignature',
    reason: `Countersigned by ${record.name}, ${record.title}, for ${record.fundLegalName}`,
    signerName: record.fundLegalName,
    at: record.at,
  });
  return signPdf(await update.save(), identity, record.at);
};
