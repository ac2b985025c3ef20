// Creating a transaction's envelope, and refilling it while nobody has signed (the investor went back with Previous
// and changed an answer, or an admin replaced the fund's template). Once anyone has signed, the agreement is fixed.
// The tax form, when the subscription carries one, is filled and refilled with the agreement.
import type { Db } from '../../../db/database';
import type { DataCipher } from '../../../security/data-cipher';
import type { SignerRow } from '../envelope-signers-repository';
import type { EnvelopeRow, EnvelopeTaxFormFill } from '../envelopes-repository';
import { demoAgreementTemplate } from '../pdf/demo-template';
import { fillAgreement } from '../pdf/fill-agreement';
import { renderTaxForm } from '../pdf/tax-form-pdf';
import type { PlannedSigner } from '../required-signers';
import type { EnvelopeRequest } from '../signature-provider';
import { createSigningRepositories, type SigningRepositories } from '../signing-repositories';
import { taxFormFileName } from '../tax-form-data';
import { type EnvelopeFillRecord, fillRecordOf, isSameFill, openFill, sealFill } from './envelope-fill';

type Template = { id: string | null; bytes: Uint8Array };

export const templateFor = async (
  repos: Pick<SigningRepositories, 'documents'>,
  fundSlug: string,
): Promise<Template> => {
  const uploaded = await repos.documents.latestTemplate(fundSlug);
  return uploaded ? { id: uploaded.id, bytes: uploaded.bytes } : { id: null, bytes: await demoAgreementTemplate() };
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

/** Keeps signers of the same role (and their consent), renames them, adds and removes the others. */
const reconcileSigners = async (
  repos: SigningRepositories,
  envelopeId: string,
  current: readonly SignerRow[],
  planned: readonly PlannedSigner[],
): Promise<void> => {
  await repos.signers.remove(current.filter((s) => !planned.some((p) => p.role === s.role)).map((s) => s.id));
  for (const signer of planned) {
    const existing = current.find((s) => s.role === signer.role);
    if (!existing) await repos.signers.insert(envelopeId, [signer]);
    else if (existing.name !== signer.name || existing.email !== signer.email) {
      await repos.signers.rename(existing.id, signer);
    }
  }
};

const refill = async (
  repos: SigningRepositories,
  envelope: EnvelopeRow,
  request: EnvelopeRequest,
  cipher: DataCipher,
): Promise<void> => {
  const locked = await repos.envelopes.lock(envelope.id);
  const signers = await repos.signers.list(envelope.id);
  if (locked?.status !== 'inProgress' || signers.some((s) => s.status === 'signed')) return;
  const template = await templateFor(repos, request.fund.slug);
  const fill = fillRecordOf(template.id, request.fields, request.signers, request.taxForm);
  if (isSameFill(openFill(locked.sealedFill, cipher), fill)) return;
  await repos.envelopes.refill(envelope.id, await filledDocument(repos, template, request, fill, cipher), request.at);
  await reconcileSigners(repos, envelope.id, signers, request.signers);
  await repos.events.record({ envelopeId: envelope.id, type: 'envelope.refilled', at: request.at });
};

class EnvelopeExists extends Error {}

/** Answers the envelope's id; concurrent first requests for one transaction end with the same envelope. */
export const prepareEnvelope = async (db: Db, cipher: DataCipher, request: EnvelopeRequest): Promise<string> => {
  const existing = await createSigningRepositories(db, cipher).envelopes.findByTransaction(request.transactionId);
  if (existing) {
    await db.transaction((tx) => refill(createSigningRepositories(tx, cipher), existing, request, cipher));
    return existing.id;
  }
  try {
    return await db.transaction(async (tx) => {
      const repos = createSigningRepositories(tx, cipher);
      const template = await templateFor(repos, request.fund.slug);
      const fill = fillRecordOf(template.id, request.fields, request.signers, request.taxForm);
      const created = await repos.envelopes.create({
        transactionId: request.transactionId,
        ownerUserId: request.ownerUserId,
        fundSlug: request.fund.slug,
        ...(await filledDocument(repos, template, request, fill, cipher)),
      });
      if (!created) throw new EnvelopeExists();
      await repos.signers.insert(created.id, request.signers);
      await repos.events.record({ envelopeId: created.id, type: 'envelope.created', at: request.at });
      return created.id;
    });
  } catch (error) {
    if (!(error instanceof EnvelopeExists)) throw error;
    const winner = await createSigningRepositories(db, cipher).envelopes.findByTransaction(request.transactionId);
    if (!winner) throw new Error('The envelope disappeared while it was being created');
    return winner.id;
  }
};
