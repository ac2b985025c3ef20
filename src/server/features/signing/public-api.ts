// What other features may use of e-signature (docs/design.md §4: the one file another feature imports): the provider and
// its envelopes, the agreement's fields, co-signers' invitations, the consent disclosure, the signing routes' HTTP
// parts, the hold on an agreement envelope (agreement-lock.ts) and the tax form's record words. The PDF drawing other
// features share is infrastructure (src/server/pdf/).
//
// Why one feature of about 5,900 lines in 63 files (its testing fixtures included), past the size a folder is split
// at: the built-in provider (builtin/: envelopes, signing and sealing, countersignature, tax forms), the agreement's
// and the tax form's PDFs (pdf/) and the investor's, co-signers' and admins' routes all work on the same envelopes,
// signers, documents and events behind one provider contract (signature-provider.ts), which a vendor's provider would
// replace as a whole (docs/signing.md 'Adding a vendor'). Cut into features, those repositories would cross a public
// file at every step of a signature; so its rooms are folders (builtin/, pdf/, testing/) within the one feature.
export {
  AGREEMENT_FIELD_LABELS,
  AGREEMENT_FIELD_NAMES,
  type AgreementFieldName,
  FULL_TAX_ID_SUFFIX,
  isTaxIdField,
  signatureFieldOf,
  signedDateFieldOf,
} from './agreement-fields';
export { hasAnySignature, lockAgreementEnvelope } from './agreement-lock';
export { SYNDICATION_NDA_TITLE } from './builtin/document-certificate';
export { createBuiltinProvider } from './builtin-provider';
export { AGREEMENT_VOIDED } from './co-signer-access';
export { invitableSigners, sendInvitation } from './co-signer-invitations';
export { signDemoAgreements } from './demo-agreements';
export { documentBytes } from './documents-repository';
export { DISCLOSURE_VERSION, disclosureText, ESIGN_DISCLOSURE } from './esign-disclosure';
export { DISCLOSURE_CHANGED } from './investor-signing';
export type { PlannedSigner } from './required-signers';
export { resealSigning } from './reseal-signing';
export { adoptedSignature } from './signature-input';
export {
  type AgreementPdf,
  type Countersignature,
  CountersignRefused,
  type DocumentEnvelopeState,
  type EnvelopeSigner,
  type EnvelopeState,
  type FundSignatory,
  type SignatureProvider,
  type SigningEvidence,
} from './signature-provider';
export { taxFormRecordFields } from './signing-answers';
export { createSigningDeps, type SigningDeps } from './signing-deps';
export {
  base64Schema,
  decodePdf,
  evidenceOf,
  PDF_BODY_LIMIT_BYTES,
  requireIntent,
  SIGN_BODY_LIMIT_BYTES,
  sendPdf,
  sha256Schema,
  signatureSchema,
} from './signing-route-parts';
export { IMPERSONATION_CANNOT_SIGN } from './signing-view';
export { adminTaxFormUrl, taxFormNote, taxFormTitle } from './tax-form-view';
