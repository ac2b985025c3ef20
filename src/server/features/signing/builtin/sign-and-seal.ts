// A signature, and the seal after the last one (docs/design.md §7), in one database transaction that holds the envelope's
// row: two signers finishing at the same moment cannot both miss sealing, and a signer cannot sign twice. The tax
// form, when the envelope carries one, is sealed in the same transaction.
import { HttpError } from '../../../http-error';
import type { SignerRow } from '../envelope-signers-repository';
import type { EnvelopeRow } from '../envelopes-repository';
import { sealAgreement } from '../pdf/render-agreement';
import type { SignRequest } from '../signature-provider';
import { createSigningRepositories, type SigningRepositories } from '../signing-repositories';
import type { BuiltinProviderDeps } from './builtin-deps';
import { certificateOf, stampedSigners } from './certificate-of';
import { documentCertificate } from './document-certificate';
import { openFill } from './envelope-fill';
import { sealTaxForm } from './seal-tax-form';

export const CONSENT_FIRST = 'Please accept the electronic records disclosure before signing.';
export const NOT_YOUR_TURN = 'This agreement is waiting for an earlier signer.';
export const ENVELOPE_NOT_FOUND = 'Agreement not found.';

const seal = async (
  repos: SigningRepositories,
  envelope: EnvelopeRow,
  signers: SignerRow[],
  at: Date,
  { cipher, identity }: Omit<BuiltinProviderDeps, 'db'>,
) => {
  const filled = await repos.documents.findById(envelope.filledDocumentId);
  if (!filled) throw new Error(`Envelope ${envelope.id} has no filled agreement`);
  const { fields } = openFill(envelope.sealedFill, cipher);
  const certificate = documentCertificate(
    envelope,
    await certificateOf(repos, envelope, signers, {
      fundName: fields.fundLegalName,
      filledSha256: filled.sha256,
      completedAt: at,
    }),
  );
  const bytes = await sealAgreement({
    filled: filled.bytes,
    placements: envelope.placements,
    signers: stampedSigners(signers),
    certificate,
    identity,
  });
  const sealed = await repos.documents.create({
    kind: 'sealed',
    fileName: filled.fileName.replace(/\.pdf$/, '-signed.pdf'),
    bytes,
    containsTaxId: filled.isEncrypted,
    ownerUserId: envelope.ownerUserId,
  });
  const taxForm = await sealTaxForm(repos, envelope, signers, { at, fundName: fields.fundLegalName }, { identity });
  const completed = await repos.envelopes.complete(envelope.id, {
    sealedDocumentId: sealed.id,
    sealedSha256: sealed.sha256,
    completedAt: at,
    ...(taxForm && { taxFormSealedDocumentId: taxForm.id, taxFormSealedSha256: taxForm.sha256 }),
  });
  await repos.events.record({
    envelopeId: envelope.id,
    type: 'envelope.completed',
    at,
    details: { sha256: sealed.sha256, ...(taxForm && { taxFormSha256: taxForm.sha256 }) },
  });
  return completed ?? envelope;
};

/**
 * The envelope as the signature left it, from the rows the signing transaction holds (nothing is read again), and
 * the id of its `signature.signed` event; no event when the signer had already signed.
 */
export type Signed = { envelope: EnvelopeRow; signers: SignerRow[]; isNewlySigned: boolean; eventId: number | null };

export const signAndSeal = ({ db, cipher, identity }: BuiltinProviderDeps, request: SignRequest): Promise<Signed> =>
  db.transaction(async (tx) => {
    const repos = createSigningRepositories(tx, cipher);
    const envelope = await repos.envelopes.lock(request.envelopeId);
    if (!envelope) throw new HttpError(404, ENVELOPE_NOT_FOUND);
    const signers = await repos.signers.list(envelope.id);
    const me = signers.find((s) => s.id === request.signerId);
    if (!me) throw new HttpError(404, ENVELOPE_NOT_FOUND);
    const unchanged = { envelope, signers, isNewlySigned: false, eventId: null };
    if (me.status === 'signed') return unchanged;
    if (!me.consentedAt) throw new HttpError(400, CONSENT_FIRST);
    if (signers.some((s) => s.routingOrder < me.routingOrder && s.status !== 'signed')) {
      throw new HttpError(409, NOT_YOUR_TURN);
    }
    const { at, ip, userAgent } = request.evidence;
    const { mark } = request;
    const signed = await repos.signers.markSigned(me.id, {
      at,
      ip,
      userAgent,
      kind: mark.kind,
      text: mark.kind === 'typed' ? mark.text : null,
      image: mark.kind === 'drawn' ? Buffer.from(mark.png) : null,
      authMethod: request.authMethod,
    });
    if (!signed) return unchanged;
    const eventId = await repos.events.record({
      envelopeId: envelope.id,
      signerId: me.id,
      type: 'signature.signed',
      at,
      ip,
      userAgent,
      details: { kind: mark.kind, authMethod: request.authMethod },
    });
    const after = signers.map((s) => (s.id === signed.id ? signed : s));
    const isLast = after.every((s) => s.status === 'signed');
    const sealed = isLast ? await seal(repos, envelope, after, at, { cipher, identity }) : envelope;
    return { envelope: sealed, signers: after, isNewlySigned: true, eventId };
  });
