// The evidence trail of each envelope (docs/design.md §7). Rows are only ever added; each answers its id, which the
// audit log's entry of a signature, a consent or a countersignature names (docs/signing.md 'One signature, one way').
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signingEvents } from '../../db/schema/signing';
import type { Evidence } from './envelope-signers-repository';

export const SIGNING_EVENT_TYPES = [
  'envelope.created',
  'envelope.refilled',
  'document.viewed',
  'document.downloaded',
  'documents.acknowledged',
  'consent.accepted',
  'signature.signed',
  'envelope.completed',
  'envelope.countersigned',
  'envelope.voided',
  'invitation.sent',
  'invitation.failed',
  'reminder.sent',
  'link.opened',
  'code.sent',
  'code.failed',
  'identity.verified',
  'seal.verified',
] as const;
export type SigningEventType = (typeof SIGNING_EVENT_TYPES)[number];

export type SigningEventRow = typeof signingEvents.$inferSelect;

export type NewSigningEvent = Partial<Evidence> & {
  envelopeId: string;
  type: SigningEventType;
  at: Date;
  signerId?: string | null;
  details?: Record<string, unknown>;
};

export const createSigningEventsRepository = (db: Db) => ({
  record: async ({
    envelopeId,
    type,
    at,
    signerId = null,
    ip = null,
    userAgent = null,
    details = {},
  }: NewSigningEvent): Promise<number> => {
    const [row] = await db
      .insert(signingEvents)
      .values({ envelopeId, type, at, signerId, ip, userAgent, details })
      .returning({ id: signingEvents.id });
    if (!row) throw new Error(`The signing event ${type} of envelope ${envelopeId} was not recorded`);
    return row.id;
  },

  list: (envelopeId: string): Promise<SigningEventRow[]> =>
    db.select().from(signingEvents).where(eq(signingEvents.envelopeId, envelopeId)).orderBy(asc(signingEvents.id)),

  /** The envelope's latest event of this type; undefined when there is none. */
  latest: async (envelopeId: string, type: SigningEventType): Promise<SigningEventRow | undefined> => {
    const [row] = await db
      .select()
      .from(signingEvents)
      .where(and(eq(signingEvents.envelopeId, envelopeId), eq(signingEvents.type, type)))
      .orderBy(desc(signingEvents.id))
      .limit(1);
    return row;
  },
});
