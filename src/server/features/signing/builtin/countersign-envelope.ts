// The fund's countersignature on a sealed agreement (docs/signing.md 'Countersignature'), in one database transaction
// that holds the envelope's row (and writes the 'countersigned' webhook event): the signers' sealed file gets the fund's acceptance page, the countersignature's
// record and a second digital signature as an incremental update, so its own signature stays valid; the result is
// stored as a new sealed document and becomes the envelope's seal (a new SHA-256). The earlier seal stays stored,
// named by the event.
import { HttpError } from '../../../http-error';
import { enqueueWebhookEvent } from '../../webhooks/public-api';
import type { SignerRow } from '../envelope-signers-repository';
import { type AgreementEnvelopeRow, isAgreementEnvelope } from '../envelopes-repository';
import { agreementTitle, countersignAgreement } from '../pdf/render-agreement';
import type { SignatureMark } from '../pdf/signature-mark';
import { type Countersignature, CountersignRefused, type CountersignRequest } from '../signature-provider';
import { createSigningRepositories } from '../signing-repositories';
import type { BuiltinProviderDeps } from './builtin-deps';
import type { CountersignatureDetails } from './countersignature-record';
import { openFill } from './envelope-fill';
import { ENVELOPE_NOT_FOUND } from './sign-and-seal';

/** The envelope as the countersignature left it, from the rows its transaction holds, and its event's id. */
export type Countersigned = {
  envelope: AgreementEnvelopeRow;
  signers: SignerRow[];
  countersignature: Countersignature;
  eventId: number;
};

export const countersignEnvelope = (
  { db, cipher, identity }: BuiltinProviderDeps,
  request: CountersignRequest,
): Promise<Countersigned> =>
  db.transaction(async (tx) => {
    const repos = createSigningRepositories(tx, cipher);
    const envelope = await repos.envelopes.lock(request.envelopeId);
    // Only a fund's agreement is countersigned; a document of the investor's own has no fund to sign for.
    if (!envelope || !isAgreementEnvelope(envelope)) throw new HttpError(404, ENVELOPE_NOT_FOUND);
    const { sealedDocumentId, sealedSha256 } = envelope;
    // The lifecycle machine decided on this seal; a countersignature that replaced it meanwhile was the first.
    if (envelope.status !== 'completed' || !sealedDocumentId || sealedSha256 !== request.sealedSha256) {
      throw new CountersignRefused('sealChanged');
    }
    const sealed = await repos.documents.findById(sealedDocumentId);
    if (!sealed) throw new Error(`Envelope ${envelope.id} has no sealed agreement`);
    const { fundLegalName } = openFill(envelope.sealedFill, cipher).fields;
    const { signatory, authMethod, evidence } = request;
    // The signatory adopts their name, typed, as the signers may.
    const mark: SignatureMark = { kind: 'typed', text: signatory.name };
    const bytes = await countersignAgreement({
      sealed: sealed.bytes,
      envelopeId: envelope.id,
      documentTitle: agreementTitle({ fundName: fundLegalName }),
      acceptance: { fundLegalName, name: signatory.name, title: signatory.title, at: evidence.at, mark },
      record: {
        fundLegalName,
        name: signatory.name,
        title: signatory.title,
        email: signatory.email,
        authMethod,
        at: evidence.at,
        ip: evidence.ip,
        userAgent: evidence.userAgent,
        signersSealSha256: sealedSha256,
        mark,
      },
      identity,
    });
    const countersigned = await repos.documents.create({
      kind: 'sealed',
      fileName: sealed.fileName.replace(/-signed\.pdf$|\.pdf$/, '-countersigned.pdf'),
      bytes,
      containsTaxId: sealed.isEncrypted,
      ownerUserId: envelope.ownerUserId,
      createdBy: signatory.userId,
    });
    const resealed = await repos.envelopes.reseal(envelope.id, {
      sealedDocumentId: countersigned.id,
      sealedSha256: countersigned.sha256,
      at: evidence.at,
    });
    const details: CountersignatureDetails = {
      signatory,
      fundLegalName,
      authMethod,
      sha256: countersigned.sha256,
      previousSha256: sealedSha256,
      documentId: countersigned.id,
      previousDocumentId: sealedDocumentId,
    };
    const eventId = await repos.events.record({
      envelopeId: envelope.id,
      type: 'envelope.countersigned',
      ...evidence,
      details,
    });
    // The fund's CRM hears of it from the same database transaction (docs/design.md §7a outboxes).
    await enqueueWebhookEvent(tx, { transactionId: envelope.transactionId }, 'subscription.countersigned', {
      countersignedAt: evidence.at.toISOString(),
    });
    const { ip, userAgent, at } = evidence;
    return {
      envelope: {
        ...envelope,
        ...resealed,
        purpose: envelope.purpose,
        transactionId: envelope.transactionId,
        fundSlug: envelope.fundSlug,
      },
      signers: await repos.signers.list(envelope.id),
      countersignature: {
        signatory,
        fundLegalName,
        authMethod,
        at,
        ip,
        userAgent,
        sha256: countersigned.sha256,
        previousSha256: sealedSha256,
      },
      eventId,
    };
  });
