// An envelope as the provider answers it: its row, its signers in routing order, its fill opened (with the tax form's
// values when it carries one) and, once sealed, the fund's countersignature if there is one.

import type { DataCipher } from '../../../security/data-cipher';
import { PORTAL_AGREEMENT_VERSION } from '../agreement-text';
import type { SignerRow } from '../envelope-signers-repository';
import type { AgreementEnvelopeRow } from '../envelopes-repository';
import type { Countersignature, EnvelopeSigner, EnvelopeState } from '../signature-provider';
import type { SigningRepositories } from '../signing-repositories';
import { countersignatureOf } from './countersignature-record';
import { openFill } from './envelope-fill';

export const toEnvelopeSigner = (row: SignerRow): EnvelopeSigner => ({
  signerId: row.id,
  role: row.role,
  routingOrder: row.routingOrder,
  name: row.name,
  email: row.email,
  userId: row.userId,
  status: row.status,
  consentedAt: row.consentedAt,
  signedAt: row.signedAt,
  invitedAt: row.invitedAt,
  reminderCount: row.reminderCount,
});

export const envelopeStateOf = (
  envelope: AgreementEnvelopeRow,
  signers: readonly SignerRow[],
  cipher: DataCipher,
  countersignature: Countersignature | null,
): EnvelopeState => {
  const fill = openFill(envelope.sealedFill, cipher);
  return {
    envelopeId: envelope.id,
    transactionId: envelope.transactionId,
    ownerUserId: envelope.ownerUserId,
    fundSlug: envelope.fundSlug,
    status: envelope.status,
    isVoided: envelope.voidedAt !== null,
    fields: fill.fields,
    isPortalAgreement: fill.templateDocumentId === null && fill.agreementTextVersion === PORTAL_AGREEMENT_VERSION,
    signers: signers.map(toEnvelopeSigner),
    sealedSha256: envelope.sealedSha256,
    completedAt: envelope.completedAt,
    countersignature,
    taxForm:
      envelope.taxFormKind && fill.taxForm
        ? { kind: envelope.taxFormKind, data: fill.taxForm, sealedSha256: envelope.taxFormSealedSha256 }
        : null,
  };
};

export const loadEnvelopeState = async (
  repos: Pick<SigningRepositories, 'signers' | 'events'>,
  envelope: AgreementEnvelopeRow,
  cipher: DataCipher,
): Promise<EnvelopeState> => {
  const [signers, countersigned] = await Promise.all([
    repos.signers.list(envelope.id),
    envelope.status === 'completed' ? repos.events.latest(envelope.id, 'envelope.countersigned') : undefined,
  ]);
  return envelopeStateOf(envelope, signers, cipher, countersignatureOf(countersigned));
};
