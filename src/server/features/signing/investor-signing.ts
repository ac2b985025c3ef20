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
import { canonicalJson } from '../../audit/audit-hash';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import { maskEmail } from '../../mail/mask-email';
import type { UserRecord } from '../auth-and-accounts/public-api';
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
import type { EnvelopeRequest, EnvelopeSigner, EnvelopeState, SigningEvidence } from './signature-provider';
import { auditSigningAct } from './signing-audit';
import type { SigningDeps } from './signing-deps';
import { completedMail } from './signing-mail';
import {
  IMPERSONATION_CANNOT_SIGN,
  IMPERSONATION_NO_AGREEMENT,
  investorDocumentUrl,
  signingView,
} from './signing-view';
import { taxFormData } from './tax-form-data';
import { syncTransaction } from './transaction-sync';

export const NOT_READY_FOR_SIGNING = 'This investment is not ready for signing yet.';
export const NO_AGREEMENT = 'This investment has no agreement to sign yet. Please open the signing step first.';
export const DISCLOSURE_CHANGED = 'The disclosure has changed. Please read it again before accepting.';
export const AGREEMENT_CHANGED =
  'Your agreement was updated with your latest answers. Please review it again before signing.';

/** The investor who calls: the acting user (their own session), whether an admin acts as them, and the evidence. */
export type InvestorCaller = {
  userId: string;
  user: Pick<UserRecord, 'email' | 'firstName' | 'lastName'>;
  isImpersonating: boolean;
  evidence: SigningEvidence;
};

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

/** What a subscription's answers fill its agreement with: its values, who signs and the tax form. Nothing is written. */
export const agreementFill = (
  record: Pick<TransactionRecord, 'values' | 'transaction'>,
  fund: FundWithSettings['fund'],
  investor: { userId: string; user: Pick<UserRecord, 'email' | 'firstName' | 'lastName'> },
) => {
  const { userId, user } = investor;
  const signers = requiredSigners(record.values, {
    userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
  });
  const investorName = signers.find((s) => s.role === 'investor')?.name ?? '';
  return {
    fields: agreementFields({ values: record.values, transaction: record.transaction, fund, signers }),
    signers,
    taxForm: taxFormData({ values: record.values, signerName: investorName, collectTaxForms: fund.collectTaxForms }),
  };
};

/** What the current answers fill the agreement with, as the investor would sign it now. */
const currentFill = ({ record, found }: Loaded, caller: InvestorCaller) => agreementFill(record, found.fund, caller);

const prepare = (deps: SigningDeps, loaded: Loaded, caller: InvestorCaller): Promise<EnvelopeState> =>
  deps.provider.prepareEnvelope({
    transactionId: loaded.record.transaction.integrationId,
    ownerUserId: caller.userId,
    fund: loaded.found.fund,
    ...currentFill(loaded, caller),
    at: deps.now(),
  });

/** A fill as the signer sees it (the agreement's values, the tax form's and who signs), in one canonical text. */
const fillText = ({ fields, signers, taxForm }: Pick<EnvelopeRequest, 'fields' | 'signers' | 'taxForm'>): string =>
  canonicalJson({
    fields: JSON.parse(JSON.stringify(fields)),
    signers: signers.map(({ role, name, email }) => ({ role, name, email })),
    taxForm: taxForm === null ? null : JSON.parse(JSON.stringify(taxForm)),
  });

/** Whether the current answers would fill the agreement as it was shown. */
const isFillAsShown = (state: EnvelopeState, loaded: Loaded, caller: InvestorCaller): boolean =>
  fillText({ ...state, taxForm: state.taxForm?.data ?? null }) === fillText(currentFill(loaded, caller));

const viewOf = (state: EnvelopeState, { found, governing }: Loaded, caller: InvestorCaller): SigningView =>
  signingView(state, investorOf(state), {
    fundName: found.fund.name,
    governingDocuments: governing,
    documentUrl: investorDocumentUrl(state.transactionId),
    isImpersonating: caller.isImpersonating,
  });

/** The envelope of the caller's transaction at the signing step, read once; 409 before it exists. */
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
  // An admin acting as the investor reads the agreement as it stands: preparing it anew would void the invitations
  // the co-signers hold, and opening a session would record evidence in the investor's name. Past DOCUMENT_SIGNED the
  // agreement is fixed; before, the provider refills it while nobody has signed and answers it as it then stands.
  const isOpenToChanges = !caller.isImpersonating && loaded.record.currentStep === 'DOCUMENT_SIGNED';
  const state = isOpenToChanges
    ? await prepare(deps, loaded, caller)
    : await deps.provider.findEnvelope({ transactionId });
  if (!state) throw new HttpError(409, caller.isImpersonating ? IMPERSONATION_NO_AGREEMENT : NO_AGREEMENT);
  if (caller.isImpersonating) return viewOf(state, loaded, caller);
  await syncTransaction(deps, state, loaded.record, loaded.found.fund);
  await deps.provider.openSession({
    envelopeId: state.envelopeId,
    signerId: investorOf(state).signerId,
    evidence: caller.evidence,
  });
  return viewOf(state, loaded, caller);
};

/** The envelope with one signer as an act left them. */
const withSigner = (state: EnvelopeState, signer: EnvelopeSigner | undefined): EnvelopeState =>
  signer ? { ...state, signers: state.signers.map((s) => (s.signerId === signer.signerId ? signer : s)) } : state;

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
  if (investor.status !== 'pending') return viewOf(state, loaded, caller);
  // Before consenting, the investor acknowledges the fund's governing documents, named in the evidence trail.
  if (loaded.governing.length > 0 && !hasReceivedDocuments) {
    throw new HttpError(400, DOCUMENTS_ACKNOWLEDGEMENT_REQUIRED, {
      fields: { hasReceivedDocuments: DOCUMENTS_ACKNOWLEDGEMENT_REQUIRED },
    });
  }
  const { envelopeId } = state;
  if (loaded.governing.length > 0) {
    await deps.signing.events.record({
      envelopeId,
      signerId: investor.signerId,
      type: 'documents.acknowledged',
      ...caller.evidence,
      details: { documents: loaded.governing.map((document) => document.title) },
    });
  }
  const consented = await deps.provider.recordConsent({
    envelopeId,
    signerId: investor.signerId,
    disclosureSha256,
    evidence: caller.evidence,
  });
  if (consented.eventId !== null) {
    await auditSigningAct(deps.db, {
      action: 'consent.accepted',
      actorUserId: caller.userId,
      transactionId,
      envelopeId,
      signerId: investor.signerId,
      signingEventId: consented.eventId,
      at: caller.evidence.at,
    });
  }
  return viewOf(withSigner(state, consented.signer), loaded, caller);
};

const notifyCompleted = async (deps: SigningDeps, state: EnvelopeState, fundName: string): Promise<void> => {
  const link = `${deps.config.publicUrl}/investment-summary#${state.transactionId}`;
  await deliverMail(
    deps.db,
    deps.mailer,
    completedMail({ to: investorOf(state).email, fundName, fundSlug: state.fundSlug, link }),
  );
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
  if (investor.status === 'pending') {
    // The answers or the amount may have changed since the agreement was shown (another window): never sign unseen.
    // The next opening refills it.
    if (loaded.record.currentStep === 'DOCUMENT_SIGNED' && !isFillAsShown(before, loaded, caller)) {
      throw new HttpError(409, AGREEMENT_CHANGED);
    }
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
    if (signed.eventId !== null) {
      await auditSigningAct(deps.db, {
        action: 'signature.signed',
        actorUserId: caller.userId,
        transactionId,
        envelopeId: state.envelopeId,
        signerId: investor.signerId,
        signingEventId: signed.eventId,
        at: caller.evidence.at,
      });
    }
    if (signed.isNewlySigned && state.status === 'completed')
      await notifyCompleted(deps, state, loaded.found.fund.name);
  }
  await syncTransaction(deps, state, loaded.record, loaded.found.fund);
  const invited = await inviteDueCoSigners(deps, state, loaded.found.fund.name);
  return {
    view: viewOf(invited, loaded, caller),
    // docs/spec.md §2: MID_CLOSING goes to the investment summary, at this transaction.
    redirectPath: `/investment-summary#${transactionId}`,
    isComplete: invited.status === 'completed',
  };
};
