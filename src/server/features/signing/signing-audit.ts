// One evidence trail (docs/signing.md 'One signature, one way'): the audit log's entry of a consent or a signature
// names the signing event that records the act, with the same actor and the same time, so the certificate of
// completion and the admin's transaction view (which read the signing events) and the audit log read one trail.
// Sealed into the hash chain with the next admin action, like the investor's other entries.
import { recordAuditEntry } from '../../audit/audit-log-repository';
import type { Db } from '../../db/database';
import type { SigningEventId } from './signature-provider';

export type SigningAct = {
  action: 'consent.accepted' | 'signature.signed';
  /** The portal user who acted; null for a co-signer, who signs from an e-mailed link and has no account. */
  actorUserId: string | null;
  transactionId: string;
  envelopeId: string;
  signerId: string;
  signingEventId: SigningEventId;
  at: Date;
};

export const auditSigningAct = async (
  db: Db,
  { action, actorUserId, transactionId, envelopeId, signerId, signingEventId, at }: SigningAct,
): Promise<void> => {
  await recordAuditEntry(db, {
    actorUserId,
    impersonatedUserId: null,
    action,
    target: transactionId,
    details: { envelopeId, signerId, signingEventId },
    at,
  });
};
