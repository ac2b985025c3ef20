// The certificate appended to a sealed agreement (docs/design.md §7): for each signer, who they are, how they proved it,
// when they accepted which disclosure (its SHA-256), when and from where (IP, user agent) they signed, and their
// adopted signature; then the envelope's event trail. The fund's countersignature, added later, gets a record of its
// own with the same evidence (appendCountersignatureRecord). docs/signing.md explains why each item is kept.
import { type PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import type { SignerRole } from '../../../../shared/api/signing';
import { drawParagraph, INK, MUTED, type TextStyle } from '../../../pdf/text-layout';
import { drawSignatureMark, type SignatureMark } from './signature-mark';

export type CertificateSigner = {
  role: SignerRole;
  /** How the document names the signer when not as a subscriber (the NDA's 'Recipient'). */
  roleTitle?: string;
  name: string;
  email: string;
  authMethod: string | null;
  consentedAt: Date | null;
  consentSha256: string | null;
  consentIp: string | null;
  consentUserAgent: string | null;
  signedAt: Date | null;
  signIp: string | null;
  signUserAgent: string | null;
  mark: SignatureMark | null;
};

/** The fund's countersignature, added after the signers sealed the agreement. */
export type CertificateCountersignature = {
  fundLegalName: string;
  name: string;
  title: string;
  email: string;
  authMethod: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 of the agreement as the signers sealed it, which the countersigned file extends. */
  signersSealSha256: string;
  mark: SignatureMark;
};

export type CertificateEvent = { at: Date; type: string; who: string | null; ip: string | null };

export type Certificate = {
  envelopeId: string;
  fundName: string;
  /** The document's title when it is not the fund's subscription agreement (the syndication NDA). */
  documentTitle?: string;
  /** SHA-256 of the agreement as filled, before any signature. */
  filledSha256: string;
  completedAt: Date;
  disclosureVersion: string;
  signers: CertificateSigner[];
  events: CertificateEvent[];
};

const ROLE_TITLES: Record<SignerRole, string> = {
  investor: 'Subscriber',
  coInvestor: 'Joint subscriber',
  spouse: 'Spouse',
};

export const utc = (at: Date | null): string => (at ? `${at.toISOString().replace('T', ' ').slice(0, 19)} UTC` : '-');

const LEFT = 50;
const WIDTH = 512;
const BOTTOM = 60;
const PAGE: [number, number] = [612, 792];

type Writer = { doc: PDFDocument; page: PDFPage; y: number; regular: PDFFont; bold: PDFFont };

const ensureRoom = (writer: Writer, height: number): void => {
  if (writer.y - height >= BOTTOM) return;
  writer.page = writer.doc.addPage(PAGE);
  writer.y = 740;
};

const line = (writer: Writer, label: string, value: string): void => {
  const style: TextStyle = { font: writer.regular, size: 8.5 };
  ensureRoom(writer, 24);
  writer.page.drawText(label, { x: LEFT, y: writer.y, size: 8.5, font: writer.bold, color: MUTED });
  writer.y = drawParagraph(writer.page, value, { x: LEFT + 130, y: writer.y, width: WIDTH - 130 }, style) - 2;
};

const title = (writer: Writer, text: string, size: number): void => {
  ensureRoom(writer, size + 24);
  writer.page.drawText(text, { x: LEFT, y: writer.y, size, font: writer.bold, color: INK });
  writer.y -= size + 10;
};

const adoptedSignature = async (writer: Writer, mark: SignatureMark): Promise<void> => {
  ensureRoom(writer, 50);
  writer.page.drawText('Adopted signature', { x: LEFT, y: writer.y - 14, size: 8.5, font: writer.bold, color: MUTED });
  await drawSignatureMark(writer.doc, writer.page, mark, { x: LEFT + 130, y: writer.y - 36, width: 200, height: 40 });
  writer.y -= 50;
};

const signerSection = async (writer: Writer, signer: CertificateSigner, disclosureVersion: string) => {
  title(writer, `${signer.roleTitle ?? ROLE_TITLES[signer.role]}: ${signer.name}`, 11);
  line(writer, 'E-mail', signer.email);
  line(writer, 'Authenticated by', signer.authMethod ?? '-');
  line(writer, 'Disclosure accepted', `${utc(signer.consentedAt)} from ${signer.consentIp ?? '-'}`);
  line(writer, 'Disclosure shown', `version ${disclosureVersion}, SHA-256 ${signer.consentSha256 ?? '-'}`);
  line(writer, 'Signed', `${utc(signer.signedAt)} from ${signer.signIp ?? '-'}`);
  line(writer, 'User agent', signer.signUserAgent ?? signer.consentUserAgent ?? '-');
  if (signer.mark) await adoptedSignature(writer, signer.mark);
  writer.y -= 8;
};

const countersignatureSection = async (writer: Writer, countersignature: CertificateCountersignature) => {
  title(writer, `Countersigned for the Fund: ${countersignature.name}`, 11);
  line(writer, 'Title', countersignature.title);
  line(writer, 'On behalf of', countersignature.fundLegalName);
  line(writer, 'E-mail', countersignature.email);
  line(writer, 'Authenticated by', countersignature.authMethod);
  line(writer, 'Countersigned', `${utc(countersignature.at)} from ${countersignature.ip ?? '-'}`);
  line(writer, 'User agent', countersignature.userAgent ?? '-');
  line(
    writer,
    'Sealed by the signers',
    `SHA-256 ${countersignature.signersSealSha256}. This file is that one with the countersignature appended as an incremental update, so the portal's first digital signature stays valid.`,
  );
  await adoptedSignature(writer, countersignature.mark);
  writer.y -= 8;
};

const newPageWriter = async (doc: PDFDocument): Promise<Writer> => ({
  doc,
  page: doc.addPage(PAGE),
  y: 740,
  regular: await doc.embedFont(StandardFonts.Helvetica),
  bold: await doc.embedFont(StandardFonts.HelveticaBold),
});

/** The countersignature's own record, on a page after the fund's acceptance. */
export const appendCountersignatureRecord = async (
  doc: PDFDocument,
  {
    envelopeId,
    documentTitle,
    countersignature,
  }: { envelopeId: string; documentTitle: string; countersignature: CertificateCountersignature },
): Promise<void> => {
  const writer = await newPageWriter(doc);
  title(writer, 'Certificate of countersignature', 18);
  line(writer, 'Document', documentTitle);
  line(writer, 'Envelope', envelopeId);
  line(writer, 'Countersigned', utc(countersignature.at));
  writer.y -= 8;
  await countersignatureSection(writer, countersignature);
};

export const appendCertificate = async (doc: PDFDocument, certificate: Certificate): Promise<void> => {
  const writer = await newPageWriter(doc);
  title(writer, 'Certificate of completion', 18);
  line(writer, 'Document', certificate.documentTitle ?? `Subscription agreement, ${certificate.fundName}`);
  line(writer, 'Envelope', certificate.envelopeId);
  line(writer, 'Completed', utc(certificate.completedAt));
  line(writer, 'Agreement as filled', `SHA-256 ${certificate.filledSha256}`);
  line(
    writer,
    'Seal',
    "The SHA-256 of this whole file is recorded by the portal when it is sealed; its verification call recomputes it and reports any change. The file also carries the portal's digital signature, which a PDF reader checks.",
  );
  writer.y -= 8;
  for (const signer of certificate.signers) await signerSection(writer, signer, certificate.disclosureVersion);
  title(writer, 'Events', 11);
  for (const event of certificate.events) {
    line(writer, utc(event.at), [event.type, event.who, event.ip && `from ${event.ip}`].filter(Boolean).join(', '));
  }
};
