// The syndication sign-up's records (docs/syndication.md): the documents investors upload, sealed with the data
// cipher, and the verification work items investor relations decides on (docs/spec.md §4 work-item statuses and decisions).
// The sign-up's dates and statuses themselves are the investor's columns (investors.ts, docs/spec.md §3).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { UploadContentType, VerificationKind } from '../../../shared/api/syndication';
import type { Decision, WorkItemStatus } from '../../../shared/domain/codes';
import { bytea, createdAt, id, instant } from './columns';
import { users } from './users';

/** An identity or accreditation document. `content` is the file sealed with the data cipher, never the plain bytes. */
export const syndicationUploads = pgTable(
  'syndication_uploads',
  {
    id: id(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VerificationKind>().notNull(),
    fileName: text('file_name').notNull(),
    /** Read from the file's first bytes, never from its name or a declared type. */
    contentType: text('content_type').$type<UploadContentType>().notNull(),
    byteLength: integer('byte_length').notNull(),
    /** SHA-256 (hex) of the plain file. */
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('syndication_uploads_owner_idx').on(t.ownerUserId),
    check('syndication_uploads_kind_check', sql`${t.kind} in ('identity', 'accreditation')`),
    check(
      'syndication_uploads_content_type_check',
      sql`${t.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
  ],
);

/** One submission of a proof for review. A denied one stays as history; the investor's next submission is a new row. */
export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VerificationKind>().notNull(),
    status: text('status').$type<WorkItemStatus>().notNull().default('todo'),
    decision: text('decision').$type<Decision>(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => syndicationUploads.id, { onDelete: 'cascade' }),
    /** What was submitted besides the file (identity: legal name, date of birth, residence; accreditation: basis), sealed. */
    sealedDetails: text('sealed_details').notNull(),
    submittedAt: instant('submitted_at').notNull(),
    /** When a reviewer first opened the document (the item went from todo to inProgress). */
    openedAt: instant('opened_at'),
    decidedAt: instant('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The reviewer's reason; required for a denial, shown to the investor. */
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('verifications_queue_idx').on(t.status, t.submittedAt),
    index('verifications_user_idx').on(t.userId, t.kind),
    // At most one submission of each kind awaits a decision per investor.
    uniqueIndex('verifications_pending_unique').on(t.userId, t.kind).where(sql`${t.status} in ('todo', 'inProgress')`),
    check('verifications_kind_check', sql`${t.kind} in ('identity', 'accreditation')`),
    check(
      'verifications_status_check',
      sql`${t.status} in ('todo', 'inProgress', 'completed', 'failed', 'notApplicable')`,
    ),
    check('verifications_decision_check', sql`${t.decision} in ('approved', 'denied')`),
    // A decided item is completed, and a completed item is decided.
    check('verifications_decided_check', sql`(${t.status} = 'completed') = (${t.decision} is not null)`),
  ],
);
