// An envelope as the provider answers it: its row, its signers in routing order and its fill opened.

import type { SignerRow } from '../../repositories/envelope-signers-repository';
import type { EnvelopeRow } from '../../repositories/envelopes-repository';
import type { SigningRepositories } from '../../repositories/signing-repositories';
import type { DataCipher } from '../../security/data-cipher';
import type { EnvelopeSigner, EnvelopeState } from '../signature-provider';
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
  envelope: EnvelopeRow,
  signers: readonly SignerRow[],
  cipher: DataCipher,
): EnvelopeState => ({
  envelopeId: envelope.id,
  transactionId: envelope.transactionId,
  ownerUserId: envelope.ownerUserId,
  fundSlug: envelope.fundSlug,
  status: envelope.status,
  fields: openFill(envelope.sealedFill, cipher).fields,
  signers: signers.map(toEnvelopeSigner),
  sealedSha256: envelope.sealedSha256,
  completedAt: envelope.completedAt,
});

export const loadEnvelopeState = async (
  repos: Pick<SigningRepositories, 'signers'>,
  envelope: EnvelopeRow,
  cipher: DataCipher,
): Promise<EnvelopeState> => envelopeStateOf(envelope, await repos.signers.list(envelope.id), cipher);
