// The investor's side of signing (docs/spec.md §2 DOCUMENT_SIGNED, docs/design.md §7): open the embedded session (creating or
// refilling the envelope), accept the disclosure, sign; then MID_CLOSING and the co-signers' invitations.
import {
  type AdoptedSignature,
  DOCUMENTS_ACKNOWLEDGEMENT_REQUIRED,
  type GoverningDocumentLink,
  type SignAnswer,
  type SigningView,
} from '../../../shared/api/signing';
import { loginMethodWords } from '../../../shared/domain/login-method';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import { maskEmail } from '../../mail/mask-email';
import { findUserById } from '../auth-and-accounts/public-api';
import type { FundWithSettings } from '../funds/public-api';
import { findFund } from '../funds/public-api';
import type { TransactionRecord } from '../investment-flow/public-api';
import {
  findOwnedTransaction,
  stepConflict,
  TRANSACTION_NOT_FOUND,
  WITHDRAWN_SUBSCRIPTION,
} from '../investment-flow/public-api';
import { agreementFields } from './agreement-data';
import { inviteDueCoSigners } from './co-signer-invitations';
import { ESIGN_DISCLOSURE } from './esign-disclosure';
import { requiredSigners } from './required-signers';
import { adoptedSignature } from './signature-input';
import type { EnvelopeSigner, EnvelopeState, SigningEvidence } from './signature-provider';
import type { SigningDeps } from './signing-deps';
import { completedMail } from './signing-mail';
import {
  IMPERSONATION_CANNOT_SIGN,
  IMPERSONATION_NO_AGREEMENT,
  investorDocumentUrl,
  signingView,
} from './signing-view';
import { taxFormData } from './tax-form-data';
import { collectsTaxForms } from './tax-form-setting';
import { syncTransaction } from './transaction-sync';

export const NOT_READY_FOR_SIGNING = 'This investment is not ready for signing yet.';
export const NO_AGREEMENT = 'This investment has no agreement to sign yet. Please open the signing step first.';
export const DISCLOSURE_CHANGED = 'The disclosure has changed. Please read it again before accepting.';
export const AGREEMENT_CHANGED =
  'Your agreement was updated with your latest answers. Please review it again before signing.';

export type InvestorCaller = { userId: string; isImpersonating: boolean; evidence: SigningEvidence };

type Loaded = { record: TransactionRecord; found: FundWithSettings; governing: GoverningDocumentLink[] };

export const loadOwnTransaction = async (deps: SigningDeps, transactionId: string, userId: string): Promise<Loaded> => {
  const record = await findOwnedTransaction(deps, transactionId, userId);
  const found = record && (await findFund(deps.db, record.transaction.portalFundSlug));
  if (!record || !found) throw new HttpError(404, TRANSACTION_NOT_FOUND);
  if (record.transaction.withdrawalDate !== null) throw new HttpError(409, WITHDRAWN_SUBSCRIPTION);
  const slug = record.transaction.portalFundSlug;
  const governing = (await deps.governingDocuments(slug)).map(({ id, title }) => ({
    title,
    url: `/fund/${slug}/data-room#document-${id}`,
  }));
  return { record, found, governing };
};

const isAtSigning = (record: TransactionRecord): boolean =>
  record.currentStep === 'DOCUMENT_SIGNED' || record.currentStep === 'MID_CLOSING';

const investorOf = (state: EnvelopeState): EnvelopeSigner => {
  const investor = state.signers.find((s) => s.role === 'investor');
  if (!investor) throw new Error(`Envelope ${state.envelopeId} has no investor signer`);
  return investor;
};

const prepare = async (deps: SigningDeps, { record, found }: Loaded, userId: string): Promise<EnvelopeState> => {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new HttpError(404, TRANSACTION_NOT_FOUND);
  const signers = requiredSigners(record.values, {
    userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  });
  const investorName = signers.find((s) => s.role === 'investor')?.name ?? '';
  return deps.provider.prepareEnvelope({
    transactionId: record.transaction.integrationId,
    ownerUserId: userId,
    fund: found.fund,
    fields: agreementFields({ values: record.values, transaction: record.transaction, fund: found.fund, signers }),
    signers,
    taxForm: taxFormData({
      values: record.values,
      signerName: investorName,
      collectTaxForms: await collectsTaxForms(deps.db, found.fund.slug),
    }),
    at: deps.now(),
  });
};

/** What the signer was shown: the agreement's values, the tax form's and who signs. */
const fillOf = ({ fields, signers, taxForm }: EnvelopeState): string =>
  JSON.stringify({
    fields,
    signers: signers.map(({ role, name, email }) => ({ role, name, email })),
    taxForm: taxForm?.data ?? null,
  });

const viewOf = (state: EnvelopeState, { found, governing }: Loaded, caller: InvestorCaller): SigningView =>
  signingView(state, investorOf(state), {
    fundName: found.fund.name,
    governingDocuments: governing,
    documentUrl: investorDocumentUrl(state.transactionId),
    isImpersonating: caller.isImpersonating,
  });

/** The envelope of the caller's transaction at the signing step; 409 before it exists. */
const existingEnvelope = async (deps: SigningDeps, caller: InvestorCaller, transactionId: string) => {
  const loaded = await loadOwnTransaction(deps, transactionId, caller.userId);
  if (!isAtSigning(loaded.record)) throw stepConflict(loaded.record.currentStep, NOT_READY_FOR_SIGNING);
  const state = await deps.provider.findEnvelope({ transactionId });
  if (!state) throw new HttpError(409, NO_AGREEMENT);
  return { loaded, state };
};

export const openInvestorSigning = async (
  deps: SigningDeps,
  caller: InvestorCaller,
  transactionId: string,
): Promise<SigningView> => {
  const loaded = await loadOwnTransaction(deps, transactionId, caller.userId);
  if (!isAtSigning(loaded.record)) throw stepConflict(loaded.record.currentStep, NOT_READY_FOR_SIGNING);
  const found = await deps.provider.findEnvelope({ transactionId });
  // An admin acting as the investor reads the agreement as it stands: preparing it anew would void the invitations
  // the co-signers hold, and opening a session would record evidence in the investor's name.
  if (caller.isImpersonating) {
    if (!found) throw new HttpError(409, IMPERSONATION_NO_AGREEMENT);
    return viewOf(found, loaded, caller);
  }
  const isOpenToChanges =
    loaded.record.currentStep === 'DOCUMENT_SIGNED' && (!found || found.signers.every((s) => s.status === 'pending'));
  const state = isOpenToChanges ? await prepare(deps, loaded, caller.userId) : found;
  if (!state) throw new HttpError(409, NO_AGREEMENT);
  await syncTransaction(deps, state);
  await deps.provider.openSession({
    envelopeId: state.envelopeId,
    signerId: investorOf(state).signerId,
    evidence: caller.evidence,
  });
  return viewOf(state, loaded, caller);
};

export const acceptDisclosureAsInvestor = async (
  deps: SigningDeps,
  caller: InvestorCaller,
  {
    transactionId,
    disclosureSha256,
    hasReceivedDocuments = false,
  }: { transactionId: string; disclosureSha256: string; hasReceivedDocuments?: boolean },
): Promise<SigningView> => {
  if (caller.isImpersonating) throw new HttpError(403, IMPERSONATION_CANNOT_SIGN);
  if (disclosureSha256 !== ESIGN_DISCLOSURE.sha256) throw new HttpError(409, DISCLOSURE_CHANGED);
  const { loaded, state } = await existingEnvelope(deps, caller, transactionId);
  const investor = investorOf(state);
  // Before consenting, the investor acknowledges the fund's governing documents, named in the evidence trail.
  if (investor.status === 'pending' && loaded.governing.length > 0 && !hasReceivedDocuments) {
    throw new HttpError(400, DOCUMENTS_ACKNOWLEDGEMENT_REQUIRED, {
      fields: { hasReceivedDocuments: DOCUMENTS_ACKNOWLEDGEMENT_REQUIRED },
    });
  }
  if (investor.status === 'pending') {
    if (loaded.governing.length > 0) {
      await deps.signing.events.record({
        envelopeId: state.envelopeId,
        signerId: investor.signerId,
        type: 'documents.acknowledged',
        ...caller.evidence,
        details: { documents: loaded.governing.map((document) => document.title) },
      });
    }
    const { envelopeId } = state;
    await deps.provider.recordConsent({
      envelopeId,
      signerId: investor.signerId,
      disclosureSha256,
      evidence: caller.evidence,
    });
  }
  const updated = await deps.provider.findEnvelope({ envelopeId: state.envelopeId });
  return viewOf(updated ?? state, loaded, caller);
};

const notifyCompleted = async (deps: SigningDeps, state: EnvelopeState, fundName: string): Promise<void> => {
  const link = `${deps.config.publicUrl}/investment-summary#${state.transactionId}`;
  await deliverMail(deps.db, deps.mailer, completedMail({ to: investorOf(state).email, fundName, link }));
};

export const signAsInvestor = async (
  deps: SigningDeps,
  caller: InvestorCaller,
  { transactionId, signature }: { transactionId: string; signature: AdoptedSignature },
): Promise<SignAnswer> => {
  if (caller.isImpersonating) throw new HttpError(403, IMPERSONATION_CANNOT_SIGN);
  const { loaded, state: before } = await existingEnvelope(deps, caller, transactionId);
  const investor = investorOf(before);
  let state = before;
  if (investor.status === 'pending' && loaded.record.currentStep === 'DOCUMENT_SIGNED') {
    // The answers or the amount may have changed since the agreement was shown (another window): never sign unseen.
    const current = await prepare(deps, loaded, caller.userId);
    if (fillOf(current) !== fillOf(before)) throw new HttpError(409, AGREEMENT_CHANGED);
  }
  if (investor.status === 'pending') {
    const mark = await adoptedSignature(signature);
    const authMethod = `Logged in to the portal as ${maskEmail(investor.email)} (${loginMethodWords(caller.evidence.loginMethod)})`;
    const signed = await deps.provider.sign({
      envelopeId: before.envelopeId,
      signerId: investor.signerId,
      mark,
      authMethod,
      evidence: caller.evidence,
    });
    state = signed.state;
    if (signed.isNewlySigned && state.status === 'completed')
      await notifyCompleted(deps, state, loaded.found.fund.name);
  }
  await syncTransaction(deps, state);
  await inviteDueCoSigners(deps, state, loaded.found.fund.name);
  const latest = (await deps.provider.findEnvelope({ envelopeId: state.envelopeId })) ?? state;
  return {
    view: viewOf(latest, loaded, caller),
    // docs/spec.md §2: MID_CLOSING goes to the investment summary, at this transaction.
    redirectPath: `/investment-summary#${transactionId}`,
    isComplete: latest.status === 'completed',
  };
};
