// DESIGN.md §7: what the portal needs from an e-signature provider. The built-in provider (builtin-provider.ts)
// fills, shows, stamps and seals the agreement itself; a vendor (DocuSign) fits the same shape: its envelope id is
// kept the same way, its recipient view is minted in `openSession`, and its webhooks end in `sign`'s outcome.
// Everything about portal users (who may open what, co-signer links and codes, mail, the flow) stays outside.
import type { EnvelopeStatus, SignerRole, SignerStatus } from '../../shared/api/signing';
import type { Fund } from '../../shared/domain/entities';
import type { AgreementFields } from './agreement-fields';
import type { SignatureMark } from './pdf/signature-mark';
import type { PlannedSigner } from './required-signers';

/** Where and how an action was taken: kept for the certificate (DESIGN.md §7). */
export type SigningEvidence = { at: Date; ip: string | null; userAgent: string | null };

export type EnvelopeRequest = {
  transactionId: string;
  ownerUserId: string;
  fund: Pick<Fund, 'slug' | 'name' | 'legalName'>;
  /** Tax ids whole; the provider masks them unless the template asks for the full one. */
  fields: AgreementFields;
  signers: readonly PlannedSigner[];
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

export type EnvelopeState = {
  envelopeId: string;
  transactionId: string;
  ownerUserId: string;
  fundSlug: string;
  status: EnvelopeStatus;
  fields: AgreementFields;
  signers: EnvelopeSigner[];
  sealedSha256: string | null;
  completedAt: Date | null;
};

export type EnvelopeQuery = { envelopeId: string } | { transactionId: string };

export type AgreementPdf = { bytes: Uint8Array; fileName: string; isSealed: boolean };

export type SealCheck = { recordedSha256: string; computedSha256: string; isAltered: boolean; completedAt: Date };

export type SignRequest = {
  envelopeId: string;
  signerId: string;
  mark: SignatureMark;
  /** How the portal established who the signer is, in words for the certificate. */
  authMethod: string;
  evidence: SigningEvidence;
};

export type SignatureProvider = {
  readonly name: string;
  /** Creates the transaction's envelope, or refills it while nobody has signed; answers it as it now stands. */
  prepareEnvelope: (request: EnvelopeRequest) => Promise<EnvelopeState>;
  findEnvelope: (query: EnvelopeQuery) => Promise<EnvelopeState | undefined>;
  /** An embedded signing session was opened for the signer (they were shown the document). */
  openSession: (request: { envelopeId: string; signerId: string; evidence: SigningEvidence }) => Promise<void>;
  /** The signer accepted the electronic-records disclosure whose text hashes to `disclosureSha256`. */
  recordConsent: (request: {
    envelopeId: string;
    signerId: string;
    disclosureSha256: string;
    evidence: SigningEvidence;
  }) => Promise<void>;
  /** Records the signature and seals the agreement after the last one. Signing again changes nothing. */
  sign: (request: SignRequest) => Promise<{ state: EnvelopeState; isNewlySigned: boolean }>;
  /** The agreement as it stands: filled and stamped so far, or sealed once complete. */
  document: (request: { envelopeId: string; evidence?: SigningEvidence }) => Promise<AgreementPdf | undefined>;
  /** Recomputes the SHA-256 of the sealed agreement, or of a copy of it, against the one recorded at sealing. */
  verify: (request: {
    envelopeId: string;
    copy?: Uint8Array;
    evidence: SigningEvidence;
  }) => Promise<SealCheck | undefined>;
};
