// The answer schemas of the signing calls (docs/signing.md), tied to src/shared/api/signing.ts, which the signing
// pages read. The agreement's readable lines carry tax ids masked; the schema passes them as the text they are.
import type {
  AgreementLine,
  Disclosure,
  OpenLinkAnswer,
  ReadingBlock,
  SignAnswer,
  SignerSummary,
  SigningStatusAnswer,
  SigningView,
  TaxFormRecord,
  TaxFormView,
  VerifyDocumentAnswer,
} from '../../../shared/api/signing';
import { type GoverningDocumentLink, READING_BLOCK_KINDS, SIGNER_ROLES } from '../../../shared/api/signing';
import type { TaxFormKind } from '../../../shared/domain/tax-forms';
import {
  answerObject,
  arrayOf,
  booleanAnswer,
  enumAnswer,
  instantAnswer,
  integerAnswer,
  nullableEnum,
  nullableInstant,
  nullableObject,
  nullableString,
  stringAnswer,
} from '../../answer-schema';
import { SIGNING_EVENT_TYPES, type SigningEventRow } from './signing-events-repository';

const envelopeStatus = enumAnswer(['inProgress', 'completed']);

const signerSummaryAnswer = answerObject<SignerSummary>()({
  signerId: stringAnswer,
  role: enumAnswer(SIGNER_ROLES),
  name: stringAnswer,
  emailHint: stringAnswer,
  status: enumAnswer(['pending', 'signed']),
  signedAt: nullableInstant,
  invitedAt: nullableInstant,
});

const disclosureAnswer = answerObject<Disclosure>()({
  version: stringAnswer,
  title: stringAnswer,
  sections: arrayOf(answerObject<Disclosure['sections'][number]>()({ heading: stringAnswer, text: stringAnswer })),
  sha256: stringAnswer,
});

const TAX_FORM_KINDS = ['W-9', 'W-8BEN', 'W-8BEN-E'] as const satisfies readonly TaxFormKind[];

const agreementLineAnswer = answerObject<AgreementLine>()({ label: stringAnswer, value: stringAnswer });

const readingBlockAnswer = answerObject<ReadingBlock>()({
  kind: enumAnswer(READING_BLOCK_KINDS),
  text: stringAnswer,
  label: nullableString,
  role: nullableEnum(SIGNER_ROLES),
});

/** The tax form signed with the agreement, as the investor reviews it (its tax id masked). */
const taxFormViewAnswer = answerObject<TaxFormView>()({
  kind: enumAnswer(TAX_FORM_KINDS),
  title: stringAnswer,
  documentUrl: stringAnswer,
  lines: arrayOf(agreementLineAnswer),
});

/** The signed tax form on a record. */
export const taxFormRecordFields = {
  kind: enumAnswer(TAX_FORM_KINDS),
  title: stringAnswer,
  downloadUrl: nullableString,
} as const;
const taxFormRecordAnswer = answerObject<TaxFormRecord>()(taxFormRecordFields);

/** The embedded signing session: the investor's and each co-signer's. */
export const signingViewAnswer = answerObject<SigningView>()({
  envelopeId: stringAnswer,
  transactionIntegrationId: stringAnswer,
  fundName: stringAnswer,
  status: envelopeStatus,
  documentUrl: stringAnswer,
  lines: arrayOf(agreementLineAnswer),
  reading: nullableObject(arrayOf(readingBlockAnswer)),
  disclosure: disclosureAnswer,
  signers: arrayOf(signerSummaryAnswer),
  me: answerObject<SigningView['me']>()({
    signerId: stringAnswer,
    role: enumAnswer(SIGNER_ROLES),
    name: stringAnswer,
    hasConsented: booleanAnswer,
    hasSigned: booleanAnswer,
  }),
  canSign: booleanAnswer,
  cannotSignReason: nullableString,
  taxForm: nullableObject(taxFormViewAnswer),
  governingDocuments: arrayOf(answerObject<GoverningDocumentLink>()({ title: stringAnswer, url: stringAnswer })),
});

export const signAnswer = answerObject<SignAnswer>()({
  view: signingViewAnswer,
  redirectPath: nullableString,
  isComplete: booleanAnswer,
});

export const signingStatusAnswer = answerObject<SigningStatusAnswer>()({
  envelopeId: nullableString,
  status: nullableEnum(['inProgress', 'completed']),
  signers: arrayOf(signerSummaryAnswer),
  pendingNames: arrayOf(stringAnswer),
  sealedSha256: nullableString,
  completedAt: nullableInstant,
  countersignedAt: nullableInstant,
  downloadUrl: nullableString,
  taxForm: nullableObject(taxFormRecordAnswer),
  taxFormNote: nullableString,
});

export const verifyDocumentAnswer = answerObject<VerifyDocumentAnswer>()({
  envelopeId: stringAnswer,
  recordedSha256: stringAnswer,
  computedSha256: stringAnswer,
  isAltered: booleanAnswer,
  isEarlierSeal: booleanAnswer,
  completedAt: instantAnswer,
});

export const openLinkAnswer = answerObject<OpenLinkAnswer>()({
  signerId: stringAnswer,
  signerName: stringAnswer,
  fundName: stringAnswer,
  codeSentTo: stringAnswer,
  isVerified: booleanAnswer,
});

/** POST /api/admin/signing/funds/:slug/template. */
export const templateSavedAnswer = answerObject<{ documentId: string; sha256: string }>()({
  documentId: stringAnswer,
  sha256: stringAnswer,
});

/** A signing event with its id: what the audit log's entry of the same act names (signing-audit.ts). */
type SigningEventAnswer = Omit<SigningEventRow, 'envelopeId' | 'at'> & { at: string };

/** GET /api/admin/signing/transactions/:transactionId/events: the envelope's evidence trail. */
export type SigningEventsAnswer = {
  envelopeId: string;
  status: SigningView['status'];
  sealedSha256: string | null;
  events: SigningEventAnswer[];
};

export const signingEventsAnswer = answerObject<SigningEventsAnswer>()({
  envelopeId: stringAnswer,
  status: envelopeStatus,
  sealedSha256: nullableString,
  events: arrayOf(
    answerObject<SigningEventAnswer>()({
      id: integerAnswer,
      signerId: nullableString,
      type: enumAnswer(SIGNING_EVENT_TYPES),
      at: instantAnswer,
      ip: nullableString,
      userAgent: nullableString,
      // What the event recorded, a different shape per type.
      details: { type: 'object', additionalProperties: true },
    }),
  ),
});
