// The built-in provider's envelopes for documents the portal generates (the syndication NDA): created once per owner
// and purpose, refilled while nobody has signed (the investor's name changed), signed and sealed like an agreement.
// Their fill record has no template and no agreement values: only the signers, so a change of signer is seen.
import type { Db } from '../../../db/database';
import type { DataCipher } from '../../../security/data-cipher';
import { emptyAgreementFields } from '../agreement-fields';
import type { SignerRow } from '../envelope-signers-repository';
import type { EnvelopeRow } from '../envelopes-repository';
import type {
  DocumentEnvelopeQuery,
  DocumentEnvelopeRequest,
  DocumentEnvelopeState,
  SignatureProvider,
} from '../signature-provider';
import { createSigningRepositories, type SigningRepositories } from '../signing-repositories';
import type { BuiltinProviderDeps } from './builtin-deps';
import { fillRecordOf, isSameFill, openFill, sealFill } from './envelope-fill';
import { toEnvelopeSigner } from './envelope-state';
import { signAndSeal } from './sign-and-seal';

type DocumentEnvelopes = Pick<SignatureProvider, 'prepareDocumentEnvelope' | 'findDocumentEnvelope' | 'signDocument'>;

const documentStateOf = (row: EnvelopeRow, signers: readonly SignerRow[]): DocumentEnvelopeState | undefined => {
  if (row.purpose === 'subscriptionAgreement') return undefined;
  return {
    envelopeId: row.id,
    purpose: row.purpose,
    ownerUserId: row.ownerUserId,
    status: row.status,
    signers: signers.map(toEnvelopeSigner),
    sealedSha256: row.sealedSha256,
    completedAt: row.completedAt,
  };
};

const stateOf = async (repos: SigningRepositories, row: EnvelopeRow): Promise<DocumentEnvelopeState | undefined> =>
  documentStateOf(row, await repos.signers.list(row.id));

const fillOf = async (repos: SigningRepositories, request: DocumentEnvelopeRequest, cipher: DataCipher) => {
  const document = await repos.documents.create({
    kind: 'filled',
    fileName: request.fileName,
    bytes: request.pdf,
    containsTaxId: false,
    ownerUserId: request.ownerUserId,
  });
  return {
    templateDocumentId: null,
    filledDocumentId: document.id,
    sealedFill: sealFill(fillRecordOf(null, emptyAgreementFields(), request.signers, null), cipher),
    placements: request.placements,
  };
};

/** Refills an unsigned envelope whose signers changed; a signed one is fixed. */
const refillIfChanged = async (
  repos: SigningRepositories,
  envelopeId: string,
  request: DocumentEnvelopeRequest,
  cipher: DataCipher,
): Promise<void> => {
  const locked = await repos.envelopes.lock(envelopeId);
  const signers = await repos.signers.list(envelopeId);
  if (locked?.status !== 'inProgress' || signers.some((s) => s.status === 'signed')) return;
  const fill = fillRecordOf(null, emptyAgreementFields(), request.signers, null);
  if (isSameFill(openFill(locked.sealedFill, cipher), fill)) return;
  await repos.envelopes.refill(envelopeId, await fillOf(repos, request, cipher), request.at);
  for (const signer of request.signers) {
    const existing = signers.find((s) => s.role === signer.role);
    if (existing) await repos.signers.rename(existing.id, signer);
  }
  await repos.events.record({ envelopeId, type: 'envelope.refilled', at: request.at });
};

const prepare = async (db: Db, cipher: DataCipher, request: DocumentEnvelopeRequest): Promise<string> => {
  const existing = await createSigningRepositories(db, cipher).envelopes.findByOwner(
    request.purpose,
    request.ownerUserId,
  );
  if (existing) {
    await db.transaction((tx) => refillIfChanged(createSigningRepositories(tx, cipher), existing.id, request, cipher));
    return existing.id;
  }
  const created = await db
    .transaction(async (tx) => {
      const repos = createSigningRepositories(tx, cipher);
      const row = await repos.envelopes.createForOwner({
        purpose: request.purpose,
        ownerUserId: request.ownerUserId,
        ...(await fillOf(repos, request, cipher)),
      });
      // A concurrent first request created it: this transaction's filled document goes with the rollback.
      if (!row) throw new DocumentEnvelopeExists();
      await repos.signers.insert(row.id, request.signers);
      await repos.events.record({ envelopeId: row.id, type: 'envelope.created', at: request.at });
      return row.id;
    })
    .catch((error: unknown) => {
      if (error instanceof DocumentEnvelopeExists) return undefined;
      throw error;
    });
  if (created) return created;
  const winner = await createSigningRepositories(db, cipher).envelopes.findByOwner(
    request.purpose,
    request.ownerUserId,
  );
  if (!winner) throw new Error('The document envelope disappeared while it was being created');
  return winner.id;
};

class DocumentEnvelopeExists extends Error {}

export const createDocumentEnvelopes = (deps: BuiltinProviderDeps): DocumentEnvelopes => {
  const { db, cipher } = deps;
  const repos = createSigningRepositories(db, cipher);

  const findById = async (envelopeId: string) => {
    const row = await repos.envelopes.findById(envelopeId);
    return row && stateOf(repos, row);
  };

  return {
    findDocumentEnvelope: async ({ purpose, ownerUserId }: DocumentEnvelopeQuery) => {
      const row = await repos.envelopes.findByOwner(purpose, ownerUserId);
      return row && stateOf(repos, row);
    },

    prepareDocumentEnvelope: async (request) => {
      const envelopeId = await prepare(db, cipher, request);
      const state = await findById(envelopeId);
      if (!state) throw new Error(`Envelope ${envelopeId} was not found after it was prepared`);
      return state;
    },

    signDocument: async (request) => {
      const { envelope, signers, isNewlySigned } = await signAndSeal(deps, request);
      const state = documentStateOf(envelope, signers);
      if (!state) throw new Error(`Envelope ${request.envelopeId} disappeared while signing`);
      return { state, isNewlySigned };
    },
  };
};
