// Verification work items (docs/spec.md §4: todo, inProgress, completed, failed, notApplicable; approved, denied): one per
// submitted proof. What the investor gave besides the file (identity: legal name, date of birth, residence;
// accreditation: the basis) is personal data and stays sealed with the data cipher.
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { VerificationKind } from '../../../shared/api/syndication';
import type { AccreditationBasis } from '../../../shared/domain/accreditation-basis';
import type { Decision, WorkItemStatus } from '../../../shared/domain/codes';
import type { SyndicationIdentityValues } from '../../../shared/schemas/syndication-identity.schema';
import type { Db } from '../../db/database';
import { syndicationUploads, verifications } from '../../db/schema/syndication';
import { users } from '../../db/schema/users';
import type { DataCipher } from '../../security/data-cipher';
import { type UploadInfo, uploadInfoColumns } from './syndication-uploads-repository';

export type VerificationDetails =
  | ({ kind: 'identity' } & SyndicationIdentityValues)
  | { kind: 'accreditation'; basis: AccreditationBasis };

export type VerificationRecord = {
  id: string;
  userId: string;
  kind: VerificationKind;
  status: WorkItemStatus;
  decision: Decision | null;
  uploadId: string;
  details: VerificationDetails;
  submittedAt: Date;
  openedAt: Date | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  reason: string | null;
};

export type QueueEntry = VerificationRecord & {
  investor: { email: string; firstName: string; lastName: string };
  upload: UploadInfo;
};

export const PENDING_STATUSES: readonly WorkItemStatus[] = ['todo', 'inProgress'];

type Row = typeof verifications.$inferSelect;

const toRecord = (row: Row, cipher: DataCipher): VerificationRecord => {
  const { sealedDetails, createdAt: _createdAt, ...rest } = row;
  return { ...rest, details: JSON.parse(cipher.decrypt(sealedDetails)) as VerificationDetails };
};

/** Pending items first, oldest first (they have waited longest); then decided ones, latest first. */
const queueOrder = [
  sql`case when ${verifications.status} in ('todo', 'inProgress') then 0 else 1 end`,
  sql`case when ${verifications.status} in ('todo', 'inProgress') then ${verifications.submittedAt} end asc`,
  desc(verifications.decidedAt),
  desc(verifications.submittedAt),
];

export const createVerificationsRepository = (db: Db, cipher: DataCipher) => ({
  create: async (item: {
    userId: string;
    uploadId: string;
    details: VerificationDetails;
    submittedAt: Date;
  }): Promise<VerificationRecord> => {
    const [row] = await db
      .insert(verifications)
      .values({
        userId: item.userId,
        kind: item.details.kind,
        uploadId: item.uploadId,
        sealedDetails: cipher.encrypt(JSON.stringify(item.details)),
        submittedAt: item.submittedAt,
      })
      .returning();
    if (!row) throw new Error('The verification was not saved');
    return toRecord(row, cipher);
  },

  findById: async (id: string): Promise<VerificationRecord | undefined> => {
    const [row] = await db.select().from(verifications).where(eq(verifications.id, id));
    return row && toRecord(row, cipher);
  },

  /** Reads the item and holds its row until the surrounding database transaction ends: decisions queue here. */
  lock: async (id: string): Promise<VerificationRecord | undefined> => {
    const [row] = await db.select().from(verifications).where(eq(verifications.id, id)).for('update');
    return row && toRecord(row, cipher);
  },

  /** The investor's latest item of each kind. */
  latestOf: async (userId: string): Promise<Partial<Record<VerificationKind, VerificationRecord>>> => {
    const rows = await db
      .select()
      .from(verifications)
      .where(eq(verifications.userId, userId))
      .orderBy(desc(verifications.submittedAt), desc(verifications.createdAt));
    const latest: Partial<Record<VerificationKind, VerificationRecord>> = {};
    for (const row of rows) latest[row.kind] ??= toRecord(row, cipher);
    return latest;
  },

  /** The review queue, or one item of it (`id`). */
  queue: async ({
    status,
    id,
    limit = 200,
  }: {
    status?: WorkItemStatus;
    id?: string;
    limit?: number;
  }): Promise<QueueEntry[]> => {
    const where: SQL | undefined = and(
      status ? eq(verifications.status, status) : undefined,
      id ? eq(verifications.id, id) : undefined,
    );
    const rows = await db
      .select({
        verification: verifications,
        investor: { email: users.email, firstName: users.firstName, lastName: users.lastName },
        upload: uploadInfoColumns,
      })
      .from(verifications)
      .innerJoin(users, eq(users.id, verifications.userId))
      .innerJoin(syndicationUploads, eq(syndicationUploads.id, verifications.uploadId))
      .where(where)
      .orderBy(...queueOrder, asc(verifications.id))
      .limit(limit);
    return rows.map(({ verification, investor, upload }) => ({
      ...toRecord(verification, cipher),
      investor,
      upload,
    }));
  },

  /** A reviewer opened the document: todo becomes inProgress (once). */
  markOpened: async (id: string, at: Date): Promise<boolean> => {
    const updated = await db
      .update(verifications)
      .set({ status: 'inProgress', openedAt: at })
      .where(and(eq(verifications.id, id), eq(verifications.status, 'todo')))
      .returning({ id: verifications.id });
    return updated.length > 0;
  },

  /** A pending item the sign-up no longer needs (the investor became eligible another way): notApplicable. */
  markNotApplicable: async (id: string, at: Date): Promise<void> => {
    await db
      .update(verifications)
      .set({ status: 'notApplicable', decidedAt: at })
      .where(and(eq(verifications.id, id), inArray(verifications.status, [...PENDING_STATUSES])));
  },

  /** Records the decision on a pending item; false when it was decided meanwhile. */
  decide: async (
    id: string,
    decided: { decision: Decision; reason: string | null; decidedBy: string; at: Date },
  ): Promise<boolean> => {
    const updated = await db
      .update(verifications)
      .set({
        status: 'completed',
        decision: decided.decision,
        reason: decided.reason,
        decidedBy: decided.decidedBy,
        decidedAt: decided.at,
      })
      .where(and(eq(verifications.id, id), inArray(verifications.status, [...PENDING_STATUSES])))
      .returning({ id: verifications.id });
    return updated.length > 0;
  },
});
