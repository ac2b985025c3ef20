// The built-in e-signature provider (docs/design.md §7, the default): the fund's agreement is filled, shown, stamped and
// sealed here with pdf-lib, countersigned for the fund once approved, and every step leaves evidence in
// signing_events for the certificate.
import { sha256Hex } from '../../security/sha256';
import type { BuiltinProviderDeps } from './builtin/builtin-deps';
import { stampedSigners } from './builtin/certificate-of';
import { countersignEnvelope } from './builtin/countersign-envelope';
import { countersignatureOf } from './builtin/countersignature-record';
import { createDocumentEnvelopes } from './builtin/document-envelopes';
import { envelopeStateOf, loadEnvelopeState, toEnvelopeSigner } from './builtin/envelope-state';
import { prepareEnvelope } from './builtin/prepare-envelope';
import { taxFormSigners } from './builtin/seal-tax-form';
import { signAndSeal } from './builtin/sign-and-seal';
import { type EnvelopeRow, isAgreementEnvelope } from './envelopes-repository';
import { renderAgreement } from './pdf/render-agreement';
import type { EnvelopeDocument, EnvelopeQuery, SignatureProvider } from './signature-provider';
import { createSigningRepositories } from './signing-repositories';

/** Where an envelope keeps the agreement or its tax form; undefined for a tax form the envelope does not carry. */
const documentParts = (envelope: EnvelopeRow, which: EnvelopeDocument) => {
  if (which === 'agreement') {
    const { filledDocumentId, sealedDocumentId, placements } = envelope;
    return { filledDocumentId, sealedDocumentId, placements };
  }
  const { taxFormFilledDocumentId, taxFormSealedDocumentId, taxFormPlacements } = envelope;
  return taxFormFilledDocumentId
    ? {
        filledDocumentId: taxFormFilledDocumentId,
        sealedDocumentId: taxFormSealedDocumentId,
        placements: taxFormPlacements ?? {},
      }
    : undefined;
};

export const createBuiltinProvider = (
  deps: BuiltinProviderDeps,
): SignatureProvider & Required<Pick<SignatureProvider, 'countersign'>> => {
  const { db, cipher } = deps;
  const repos = createSigningRepositories(db, cipher);

  const findRow = (query: EnvelopeQuery) =>
    'envelopeId' in query
      ? repos.envelopes.findById(query.envelopeId)
      : repos.envelopes.findByTransaction(query.transactionId);

  /** The fund's countersignature of a sealed envelope; null before the seal or without one. */
  const countersignatureAt = async (envelope: EnvelopeRow) =>
    envelope.status === 'completed'
      ? countersignatureOf(await repos.events.latest(envelope.id, 'envelope.countersigned'))
      : null;

  const findEnvelope = async (query: EnvelopeQuery) => {
    const row = await findRow(query);
    // Documents of an investor's own (the NDA) are answered by findDocumentEnvelope.
    return row && isAgreementEnvelope(row) ? loadEnvelopeState(repos, row, cipher) : undefined;
  };

  return {
    name: 'builtin',
    findEnvelope,
    ...createDocumentEnvelopes(deps),

    prepareEnvelope: async (request) => {
      const { envelope, signers } = await prepareEnvelope(db, cipher, request);
      return envelopeStateOf(envelope, signers, cipher, await countersignatureAt(envelope));
    },

    voidEnvelope: async ({ transactionId, reason, evidence }, within) => {
      const bound = within ? createSigningRepositories(within, cipher) : repos;
      const voided = await bound.envelopes.voidForTransaction(transactionId, evidence.at);
      if (!voided) return undefined;
      await bound.events.record({ envelopeId: voided.id, type: 'envelope.voided', ...evidence, details: { reason } });
      return { envelopeId: voided.id };
    },

    openSession: async ({ envelopeId, signerId, evidence }) => {
      await repos.events.record({ envelopeId, signerId, type: 'document.viewed', ...evidence });
    },

    recordConsent: async ({ envelopeId, signerId, disclosureSha256, evidence }) => {
      const signer = await repos.signers.recordConsent(signerId, disclosureSha256, evidence);
      // A signer who signed meanwhile consented before: nothing new to record.
      if (!signer) return { signer: undefined, eventId: null };
      const eventId = await repos.events.record({
        envelopeId,
        signerId,
        type: 'consent.accepted',
        ...evidence,
        details: { disclosureSha256 },
      });
      return { signer: toEnvelopeSigner(signer), eventId };
    },

    sign: async (request) => {
      const { envelope, signers, isNewlySigned, eventId } = await signAndSeal(deps, request);
      if (!isAgreementEnvelope(envelope)) throw new Error(`Envelope ${request.envelopeId} is no agreement`);
      // Sealed just now, it cannot be countersigned yet; signed before, it may be.
      const countersignature = isNewlySigned ? null : await countersignatureAt(envelope);
      return { state: envelopeStateOf(envelope, signers, cipher, countersignature), isNewlySigned, eventId };
    },

    document: async ({ envelopeId, document: which = 'agreement', evidence }) => {
      const envelope = await repos.envelopes.findById(envelopeId);
      const parts = envelope && documentParts(envelope, which);
      if (!parts) return undefined;
      if (evidence) {
        await repos.events.record({
          envelopeId,
          type: 'document.downloaded',
          ...evidence,
          ...(which === 'taxForm' && { details: { document: which } }),
        });
      }
      if (parts.sealedDocumentId) {
        const sealed = await repos.documents.findById(parts.sealedDocumentId);
        if (sealed) return { bytes: sealed.bytes, fileName: sealed.fileName, isSealed: true };
      }
      const filled = await repos.documents.findById(parts.filledDocumentId);
      if (!filled) return undefined;
      const all = await repos.signers.list(envelopeId);
      const signers = stampedSigners(which === 'taxForm' ? taxFormSigners(all) : all);
      const bytes =
        signers.length === 0
          ? filled.bytes
          : await renderAgreement({ filled: filled.bytes, placements: parts.placements, signers });
      return { bytes, fileName: filled.fileName, isSealed: false };
    },

    verify: async ({ envelopeId, copy, evidence }) => {
      const envelope = await repos.envelopes.findById(envelopeId);
      if (!envelope?.sealedDocumentId || !envelope.sealedSha256 || !envelope.completedAt) return undefined;
      const bytes = copy ?? (await repos.documents.findById(envelope.sealedDocumentId))?.bytes;
      if (!bytes) return undefined;
      const computedSha256 = sha256Hex(bytes);
      const isAltered = computedSha256 !== envelope.sealedSha256;
      const countersignature = countersignatureOf(await repos.events.latest(envelopeId, 'envelope.countersigned'));
      const isEarlierSeal = isAltered && countersignature?.previousSha256 === computedSha256;
      await repos.events.record({
        envelopeId,
        type: 'seal.verified',
        ...evidence,
        details: { isAltered, isEarlierSeal, isCopy: copy !== undefined },
      });
      return {
        recordedSha256: envelope.sealedSha256,
        computedSha256,
        isAltered,
        isEarlierSeal,
        completedAt: envelope.completedAt,
      };
    },

    countersign: async (request) => {
      const { envelope, signers, countersignature, eventId } = await countersignEnvelope(deps, request);
      return { state: envelopeStateOf(envelope, signers, cipher, countersignature), eventId };
    },
  };
};
