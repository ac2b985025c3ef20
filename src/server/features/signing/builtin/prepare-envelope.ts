// Creating a transaction's envelope, and refilling it while nobody has signed (the investor went back with Previous
// and changed an answer, or an admin replaced the fund's template). Once anyone has signed, the agreement is fixed.
// The tax form, when the subscription carries one, is filled and refilled with the agreement.
import type { Db } from '../../../db/database';
import type { DataCipher } from '../../../security/data-cipher';
import { PORTAL_AGREEMENT_VERSION } from '../agreement-text';
import type { SignerRow } from '../envelope-signers-repository';
import { type AgreementEnvelopeRow, type EnvelopeTaxFormFill, isAgreementEnvelope } from '../envelopes-repository';
import { demoAgreementTemplate } from '../pdf/demo-template';
import { fillAgreement } from '../pdf/fill-agreement';
import { renderTaxForm } from '../pdf/tax-form-pdf';
import type { PlannedSigner } from '../required-signers';
import type { EnvelopeRequest } from '../signature-provider';
import { createSigningRepositories, type SigningRepositories } from '../signing-repositories';
import { taxFormFileName } from '../tax-form-data';
import { type EnvelopeFillRecord, fillRecordOf, isSameFill, openFill, sealFill } from './envelope-fill';

/** A fund's uploaded template, or the portal's own agreement (its id null, its text's version known). */
type Template = { id: string | null; bytes: Uint8Array; textVersion: string | null };

export const templateFor = async (
  repos: Pick<SigningRepositories, 'documents'>,
  fundSlug: string,
): Promise<Template> => {
  const uploaded = await repos.documents.latestTemplate(fundSlug);
  return uploaded
    ? { id: uploaded.id, bytes: uploaded.bytes, textVersion: null }
    : { id: null, bytes: await demoAgreementTemplate(), textVersion: PORTAL_AGREEMENT_VERSION };
};

/** The tax form filled beside the agreement; stored encrypted, since it carries the whole tax id. */
const filledTaxForm = async (repos: SigningRepositories, request: EnvelopeRequest): Promise<EnvelopeTaxFormFill> => {
  if (!request.taxForm) return { taxFormKind: null, taxFormFilledDocumentId: null, taxFormPlacements: null };
  const { kind } = request.taxForm;
  const rendered = await renderTaxForm({ data: request.taxForm, fundLegalName: request.fund.legalName });
  const document = await repos.documents.create({
    kind: 'filled',
    fileName: taxFormFileName(kind, request.fund.slug),
    bytes: rendered.pdf,
    containsTaxId: true,
    ownerUserId: request.ownerUserId,
  });
  return { taxFormKind: kind, taxFormFilledDocumentId: document.id, taxFormPlacements: rendered.placements };
};

const filledDocument = async (
  repos: SigningRepositories,
  template: Template,
  request: EnvelopeRequest,
  fill: EnvelopeFillRecord,
  cipher: DataCipher,
) => {
  const filled = await fillAgreement(template.bytes, request.fields);
  const document = await repos.documents.create({
    kind: 'filled',
    fileName: `subscription-agreement-${request.fund.slug}.pdf`,
    bytes: filled.pdf,
    containsTaxId: filled.hasFullTaxId,
    ownerUserId: request.ownerUserId,
  });
  return {
    templateDocumentId: template.id,
    filledDocumentId: document.id,
    sealedFill: sealFill(fill, cipher),
    placements: filled.placements,
    ...(await filledTaxForm(repos, request)),
  };
};

/** The envelope as preparing it left it, from the rows its database transaction holds: nothing is read again. */
export type Prepared = { envelope: AgreementEnvelopeRow; signers: SignerRow[] };

const inRoutingOrder = (signers: SignerRow[]): SignerRow[] =>
  signers.sort((a, b) => a.routingOrder - b.routingOrder || a.createdAt.getTime() - b.createdAt.getTime());

/** Keeps signers of the same role (and their consent), renames them, adds and removes the others; answers them. */
const reconcileSigners = async (
  repos: SigningRepositories,
  envelopeId: string,
  current: readonly SignerRow[],
  planned: readonly PlannedSigner[],
): Promise<SignerRow[]> => {
  await repos.signers.remove(current.filter((s) => !planned.some((p) => p.role === s.role)).map((s) => s.id));
  const reconciled: SignerRow[] = [];
  for (const signer of planned) {
    const existing = current.find((s) => s.role === signer.role);
    if (!existing) reconciled.push(...(await repos.signers.insert(envelopeId, [signer])));
    else if (existing.name !== signer.name || existing.email !== signer.email) {
      await repos.signers.rename(existing.id, signer);
      reconciled.push({ ...existing, name: signer.name, email: signer.email });
    } else reconciled.push(existing);
  }
  return inRoutingOrder(reconciled);
};

const refill = async (
  repos: SigningRepositories,
  locked: AgreementEnvelopeRow,
  request: EnvelopeRequest,
  cipher: DataCipher,
): Promise<Prepared> => {
  const signers = await repos.signers.list(locked.id);
  const unchanged = { envelope: locked, signers };
  if (locked.status !== 'inProgress' || signers.some((s) => s.status === 'signed')) return unchanged;
  const template = await templateFor(repos, request.fund.slug);
  const fill = fillRecordOf(template.id, request.fields, request.signers, request.taxForm, template.textVersion);
  if (isSameFill(openFill(locked.sealedFill, cipher), fill)) return unchanged;
  const filled = await filledDocument(repos, template, request, fill, cipher);
  await repos.envelopes.refill(locked.id, filled, request.at);
  const reconciled = await reconcileSigners(repos, locked.id, signers, request.signers);
  await repos.events.record({ envelopeId: locked.id, type: 'envelope.refilled', at: request.at });
  return { envelope: { ...locked, ...filled, updatedAt: request.at }, signers: reconciled };
};

class EnvelopeExists extends Error {}

/** The transaction's envelope held and refilled if it must be; undefined when it has none. */
const refillExisting = async (db: Db, cipher: DataCipher, request: EnvelopeRequest) =>
  db.transaction(async (tx) => {
    const repos = createSigningRepositories(tx, cipher);
    const existing = await repos.envelopes.lockByTransaction(request.transactionId);
    return existing && refill(repos, existing, request, cipher);
  });

/**
 * Creates the transaction's envelope or refills it, reading its row once (held while it is compared and refilled);
 * concurrent first requests for one transaction end with the same envelope.
 */
export const prepareEnvelope = async (db: Db, cipher: DataCipher, request: EnvelopeRequest): Promise<Prepared> => {
  const existing = await refillExisting(db, cipher, request);
  if (existing) return existing;
  try {
    return await db.transaction(async (tx) => {
      const repos = createSigningRepositories(tx, cipher);
      const template = await templateFor(repos, request.fund.slug);
      const fill = fillRecordOf(template.id, request.fields, request.signers, request.taxForm, template.textVersion);
      const created = await repos.envelopes.create({
        transactionId: request.transactionId,
        ownerUserId: request.ownerUserId,
        fundSlug: request.fund.slug,
        ...(await filledDocument(repos, template, request, fill, cipher)),
      });
      if (!created || !isAgreementEnvelope(created)) throw new EnvelopeExists();
      const signers = await repos.signers.insert(created.id, request.signers);
      await repos.events.record({ envelopeId: created.id, type: 'envelope.created', at: request.at });
      return { envelope: created, signers: inRoutingOrder(signers) };
    });
  } catch (error) {
    if (!(error instanceof EnvelopeExists)) throw error;
    const winner = await refillExisting(db, cipher, request);
    if (!winner) throw new Error('The envelope disappeared while it was being created');
    return winner;
  }
};
