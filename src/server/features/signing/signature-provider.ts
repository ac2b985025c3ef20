// docs/design.md §7: what the portal needs from an e-signature provider. The built-in provider (builtin-provider.ts)
// fills, shows, stamps and seals the agreement itself; a vendor (DocuSign) fits the same shape: its envelope id is
// kept the same way, its recipient view is minted in `openSession`, and its webhooks end in `sign`'s outcome.
// Everything about portal users (who may open what, co-signer links and codes, mail, the flow) stays outside.
import type { EnvelopeStatus, SignerRole, SignerStatus } from '../../../shared/api/signing';
import type { Fund } from '../../../shared/domain/entities';
import type { LoginMethod } from '../../../shared/domain/login-method';
import type { TaxFormKind } from '../../../shared/domain/tax-forms';
import type { Db } from '../../db/database';
import type { SignerPlacements } from '../../db/schema/signing';
import type { AgreementFields } from './agreement-fields';
import type { DocumentPurpose } from './envelopes-repository';
import type { SignatureMark } from './pdf/signature-mark';
import type { PlannedSigner } from './required-signers';
import type { TaxFormData } from './tax-form-data';

/** Where and how an action was taken: kept for the certificate (docs/design.md §7). */
export type SigningEvidence = {
  at: Date;
  ip: string | null;
  userAgent: string | null;
  /** The factors of the signer's login; null where no session signs (a co-signer's e-mailed link). */
  loginMethod: LoginMethod | null;
};

export type EnvelopeRequest = {
  transactionId: string;
  ownerUserId: string;
  fund: Pick<Fund, 'slug' | 'name' | 'legalName'>;
  /** Tax ids whole; the provider masks them unless the template asks for the full one. */
  fields: AgreementFields;
  signers: readonly PlannedSigner[];
  /** The tax form signed with the agreement (docs/signing.md 'The tax form'); null when there is none. */
  taxForm: TaxFormData | null;
  at: Date;
};

export type EnvelopeSigner = {
  signerId: string;
  role: SignerRole;
  routingOrder: number;
  name: string;
  email: string;
  userId: string | null;
  status: SignerStatus;
  consentedAt: Date | null;
  signedAt: Date | null;
  invitedAt: Date | null;
  reminderCount: number;
};

/** Who signs for the fund, as the agreement and the certificate show them. */
export type FundSignatory = { userId: string; name: string; title: string; email: string };

/** The fund's countersignature on a sealed agreement, and the seal it replaced. */
export type Countersignature = {
  signatory: FundSignatory;
  /** On whose behalf the signatory signs: the fund's legal name. */
  fundLegalName: string;
  authMethod: string;
  at: Date;
  ip: string | null;
  userAgent: string | null;
  /** SHA-256 of the countersigned agreement. */
  sha256: string;
  /** SHA-256 of the agreement as the signers sealed it. */
  previousSha256: string;
};

export type EnvelopeState = {
  envelopeId: string;
  transactionId: string;
  ownerUserId: string;
  fundSlug: string;
  status: EnvelopeStatus;
  /** Withdrawn, or replaced after a change request: never opened or signed again. */
  isVoided: boolean;
  fields: AgreementFields;
  /** Filled from the portal's own agreement in its present wording (agreement-text.ts): its reading view applies. */
  isPortalAgreement: boolean;
  signers: EnvelopeSigner[];
  sealedSha256: string | null;
  completedAt: Date | null;
  countersignature: Countersignature | null;
  /** The tax form the investor signs with the agreement, whole tax id inside; null when there is none. */
  taxForm: EnvelopeTaxForm | null;
};

export type EnvelopeTaxForm = {
  kind: TaxFormKind;
  data: TaxFormData;
  /** SHA-256 of the sealed tax form, once everyone has signed. */
  sealedSha256: string | null;
};

export type EnvelopeQuery = { envelopeId: string } | { transactionId: string };

export type AgreementPdf = { bytes: Uint8Array; fileName: string; isSealed: boolean };

/** Which of an envelope's documents: the agreement, or the tax form signed with it. */
export type EnvelopeDocument = 'agreement' | 'taxForm';

export type SealCheck = {
  recordedSha256: string;
  computedSha256: string;
  isAltered: boolean;
  /** The copy is the agreement as sealed before the fund countersigned it: genuine, yet not the current record. */
  isEarlierSeal: boolean;
  completedAt: Date;
};

/** A signing event's id: what the audit log's entry of the same act names (docs/signing.md 'One signature, one way'). */
export type SigningEventId = number;

export type RecordedConsent = { signer: EnvelopeSigner | undefined; eventId: SigningEventId | null };

export type SignRequest = {
  envelopeId: string;
  signerId: string;
  mark: SignatureMark;
  /** How the portal established who the signer is, in words for the certificate. */
  authMethod: string;
  evidence: SigningEvidence;
};

export type CountersignRequest = {
  envelopeId: string;
  /**
   * The seal the back office decided on (the lifecycle machine's COUNTERSIGN): the provider countersigns that seal
   * and no other, so a second countersignature at the same moment finds the seal replaced and is refused.
   */
  sealedSha256: string;
  signatory: FundSignatory;
  /** How the portal established who the signatory is, in words for the certificate. */
  authMethod: string;
  evidence: SigningEvidence;
};

/**
 * Why a provider refused to countersign: the envelope no longer holds the seal the request names (a countersignature
 * replaced it meanwhile). Whether a countersignature applies at all is the lifecycle machine's decision, not this.
 */
export class CountersignRefused extends Error {
  constructor(readonly reason: 'sealChanged') {
    super(`Countersignature refused: ${reason}`);
    this.name = 'CountersignRefused';
  }
}

/**
 * A document of the investor's own that the portal generates itself (the syndication NDA), rather than a fund's
 * agreement for a transaction: no template, no transaction; one envelope per owner and purpose.
 */
export type DocumentEnvelopeRequest = {
  purpose: DocumentPurpose;
  ownerUserId: string;
  fileName: string;
  pdf: Uint8Array;
  placements: Partial<Record<SignerRole, SignerPlacements>>;
  signers: readonly PlannedSigner[];
  at: Date;
};

export type DocumentEnvelopeQuery = { purpose: DocumentPurpose; ownerUserId: string };

export type DocumentEnvelopeState = {
  envelopeId: string;
  purpose: DocumentPurpose;
  ownerUserId: string;
  status: EnvelopeStatus;
  signers: EnvelopeSigner[];
  sealedSha256: string | null;
  completedAt: Date | null;
};

export type SignatureProvider = {
  readonly name: string;
  /** Creates the transaction's envelope, or refills it while nobody has signed; answers it as it now stands. */
  prepareEnvelope: (request: EnvelopeRequest) => Promise<EnvelopeState>;
  findEnvelope: (query: EnvelopeQuery) => Promise<EnvelopeState | undefined>;
  /** An embedded signing session was opened for the signer (they were shown the document). */
  openSession: (request: { envelopeId: string; signerId: string; evidence: SigningEvidence }) => Promise<void>;
  /**
   * The signer accepted the electronic-records disclosure whose text hashes to `disclosureSha256`. Answers the signer
   * as the consent left them and the signing event that records it; no signer and no event once they had signed.
   */
  recordConsent: (request: {
    envelopeId: string;
    signerId: string;
    disclosureSha256: string;
    evidence: SigningEvidence;
  }) => Promise<RecordedConsent>;
  /**
   * Records the signature and seals the agreement after the last one; answers the envelope as the act left it (no
   * need to find it again) and the signing event of the signature. Signing again changes nothing (no event).
   */
  sign: (
    request: SignRequest,
  ) => Promise<{ state: EnvelopeState; isNewlySigned: boolean; eventId: SigningEventId | null }>;
  /**
   * The agreement (or, with `document: 'taxForm'`, the tax form signed with it) as it stands: filled and stamped so
   * far, or sealed once complete. Undefined when the envelope has no such document.
   */
  document: (request: {
    envelopeId: string;
    document?: EnvelopeDocument;
    evidence?: SigningEvidence;
  }) => Promise<AgreementPdf | undefined>;
  /** Recomputes the SHA-256 of the sealed agreement, or of a copy of it, against the one recorded at sealing. */
  verify: (request: {
    envelopeId: string;
    copy?: Uint8Array;
    evidence: SigningEvidence;
  }) => Promise<SealCheck | undefined>;
  /** Creates the owner's envelope for a document the portal generated (the syndication NDA), refilled while unsigned. */
  prepareDocumentEnvelope: (request: DocumentEnvelopeRequest) => Promise<DocumentEnvelopeState>;
  findDocumentEnvelope: (query: DocumentEnvelopeQuery) => Promise<DocumentEnvelopeState | undefined>;
  /** `sign` for such a document: records the signature and seals it after the last one. */
  signDocument: (request: SignRequest) => Promise<{ state: DocumentEnvelopeState; isNewlySigned: boolean }>;
  /**
   * The fund's countersignature on a sealed agreement, for providers that can add it: stamps it, extends the
   * certificate, reseals (a new SHA-256) and records the event; answers the envelope after it and the event's id.
   * Throws `CountersignRefused` when the envelope no longer holds the seal the request names.
   */
  countersign?: (request: CountersignRequest) => Promise<{ state: EnvelopeState; eventId: SigningEventId }>;
  /**
   * Voids the transaction's agreement (the fund's change request) and keeps its evidence: the signers, events and
   * documents stay, with a 'envelope.voided' event and the reason. `db` runs it inside the caller's database
   * transaction (the built-in provider), so that the flow moves back in the same write. Undefined when there is none.
   */
  voidEnvelope: (
    request: { transactionId: string; reason: string; evidence: SigningEvidence },
    db?: Db,
  ) => Promise<{ envelopeId: string } | undefined>;
};
