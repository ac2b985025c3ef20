// Requests and answers of the signing calls (docs/design.md §5 '/api/signing/*', §7). The server and the browser both
// read these; docs/signing.md describes every call.
import type { TaxFormKind } from '../domain/tax-forms';

/** Who signs a subscription agreement (docs/spec.md §1: joint subscribers and spouses sign too). */
export const SIGNER_ROLES = ['investor', 'coInvestor', 'spouse'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

export type SignerStatus = 'pending' | 'signed';
export type EnvelopeStatus = 'inProgress' | 'completed';

export type SignerSummary = {
  signerId: string;
  role: SignerRole;
  name: string;
  /** The signer's e-mail with most of the local part hidden ('c•••@example.com'). */
  emailHint: string;
  status: SignerStatus;
  signedAt: string | null;
  /** When the last link was e-mailed (co-signers); null before the first. */
  invitedAt: string | null;
};

/** One line of the readable view of the filled agreement; tax ids are always masked here. */
export type AgreementLine = { label: string; value: string };

export const READING_BLOCK_KINDS = ['title', 'heading', 'paragraph', 'field', 'signature'] as const;

/**
 * One block of the agreement's reading view (docs/signing.md 'Reading view'): the same text and values as its PDF, in
 * order. A field holds its label and its value in `text` (tax ids masked; '' when the subscription leaves it empty); a
 * signature names the signer's role, its `text` the block's title.
 */
export type ReadingBlock = {
  kind: (typeof READING_BLOCK_KINDS)[number];
  text: string;
  label: string | null;
  role: SignerRole | null;
};

/** The electronic-records disclosure exactly as shown; its SHA-256 is what the signer's consent records. */
export type Disclosure = {
  version: string;
  title: string;
  sections: { heading: string; text: string }[];
  sha256: string;
};

export type SigningView = {
  envelopeId: string;
  transactionIntegrationId: string;
  fundName: string;
  status: EnvelopeStatus;
  /** The agreement as it now stands (filled; stamped with the signatures made so far; sealed once complete). */
  documentUrl: string;
  lines: AgreementLine[];
  /** The agreement as text at body size, for one filled from the portal's own agreement; null for a fund's template. */
  reading: ReadingBlock[] | null;
  disclosure: Disclosure;
  signers: SignerSummary[];
  me: { signerId: string; role: SignerRole; name: string; hasConsented: boolean; hasSigned: boolean };
  /** False while an admin acts as the investor, or while an earlier signer has not signed yet. */
  canSign: boolean;
  /** Why signing is not possible now, in plain words. */
  cannotSignReason: string | null;
  /** The tax form signed with the agreement, for the investor (co-signers sign the agreement alone); else null. */
  taxForm: TaxFormView | null;
  /**
   * The fund's governing documents (offering memorandum, partnership agreement) in its data room, which the investor
   * acknowledges having received before consenting (docs/signing.md 'Governing documents'); empty for a co-signer
   * and for a fund whose room holds none.
   */
  governingDocuments: GoverningDocumentLink[];
};

export type GoverningDocumentLink = { title: string; url: string };

/** The tax form of an envelope as its signer reads it: what it says (tax id masked) and the PDF itself. */
export type TaxFormView = {
  kind: TaxFormKind;
  /** 'Form W-9 (substitute)'. */
  title: string;
  documentUrl: string;
  lines: AgreementLine[];
};

/** The signed tax form on the investment record; `downloadUrl` once sealed. */
export type TaxFormRecord = { kind: TaxFormKind; title: string; downloadUrl: string | null };

export type TypedSignature = { kind: 'typed'; text: string };
/** A PNG drawn on the signature pad, as a data URL or plain base64. */
export type DrawnSignature = { kind: 'drawn'; imagePng: string };
export type AdoptedSignature = TypedSignature | DrawnSignature;

export type OpenSigningRequest = { transactionIntegrationId: string };
export type ConsentRequest = {
  transactionIntegrationId: string;
  disclosureSha256: string;
  /** The investor received the governing documents the view lists; required when it lists any. */
  hasReceivedDocuments?: boolean;
};

export const DOCUMENTS_ACKNOWLEDGEMENT_REQUIRED =
  'Please confirm that you have received the fund’s governing documents and had the chance to read them.';
export type SignRequest = { transactionIntegrationId: string; intentToSign: true; signature: AdoptedSignature };

export type SignAnswer = {
  view: SigningView;
  /** Where the investor goes next (docs/spec.md §2: mid-closing goes to the investment summary). */
  redirectPath: string | null;
  isComplete: boolean;
};

export type SigningStatusAnswer = {
  envelopeId: string | null;
  status: EnvelopeStatus | null;
  signers: SignerSummary[];
  /** Signers who still have to sign, by name. */
  pendingNames: string[];
  sealedSha256: string | null;
  completedAt: string | null;
  /** When the fund countersigned the sealed agreement; null until it has. */
  countersignedAt: string | null;
  downloadUrl: string | null;
  /** The tax form signed with the agreement, when the envelope carries one. */
  taxForm: TaxFormRecord | null;
  /** Why there is no tax form from the investor, when the fund collects them (an IRA: IRA_TAX_FORM_NOTE). */
  taxFormNote: string | null;
};

export type ResendRequest = { transactionIntegrationId: string; signerId: string };

// Co-signers: the e-mailed link opens their own session once they prove who they are with a code.
export type OpenLinkRequest = { token: string };
export type OpenLinkAnswer = {
  signerId: string;
  signerName: string;
  fundName: string;
  /** Where the code was sent, masked. */
  codeSentTo: string;
  isVerified: boolean;
};
export type VerifyCodeRequest = { code: string };
export type CoSignerConsentRequest = { disclosureSha256: string };
export type CoSignerSignRequest = { intentToSign: true; signature: AdoptedSignature };

export type VerifyDocumentRequest = {
  envelopeId: string;
  /** A copy of the sealed PDF to check; the stored copy is checked when omitted. */
  pdfBase64?: string;
};
export type VerifyDocumentAnswer = {
  envelopeId: string;
  recordedSha256: string;
  computedSha256: string;
  isAltered: boolean;
  /** The copy is the agreement as the signers sealed it, before the fund countersigned: genuine, superseded. */
  isEarlierSeal: boolean;
  completedAt: string;
};

/** Co-signer links are '/sign/{token}' on the portal; the token names its signer before the dot. */
export const coSignerLinkPath = (token: string): string => `/sign/${encodeURIComponent(token)}`;

export const signerIdOfLinkToken = (token: string): string | null => {
  const [signerId, secret] = token.split('.');
  return signerId && secret ? signerId : null;
};

/** The typed-signature rule the browser and the server share: a name of letters, spaces and . , ' - (2–100). */
export const TYPED_SIGNATURE_MESSAGE = 'Please type your full name as your signature.';
export const isTypedSignature = (raw: string): boolean => {
  const text = raw.trim().replace(/\s+/g, ' ');
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return text.length <= 100 && letters >= 2 && /^[\p{L}\p{M} .,'’-]+$/u.test(text);
};
