// The fund's data room (docs/data-room.md): its documents and their versions (the file sealed with the data cipher,
// like the syndication uploads), the confidentiality agreement each investor accepted, and every view and download.
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  AccessLevel,
  DataRoomContentType,
  DocumentCategory,
  DocumentEventKind,
} from '../../../shared/api/data-room';
import { bytea, createdAt, id, instant } from './columns';
import { funds } from './funds';
import { users } from './users';

/** A fund's data-room settings; a fund without a row asks for no NDA. */
export const fundDataRooms = pgTable('fund_data_rooms', {
  fundId: uuid('fund_id')
    .primaryKey()
    .references(() => funds.id, { onDelete: 'cascade' }),
  ndaRequired: boolean('nda_required').notNull().default(false),
  /** The fund's own agreement; empty for the standard text. */
  ndaText: text('nda_text').notNull().default(''),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

export const dataRoomDocuments = pgTable(
  'data_room_documents',
  {
    id: id(),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').$type<DocumentCategory>().notNull(),
    accessLevel: text('access_level').$type<AccessLevel>().notNull(),
    position: integer('position').notNull().default(0),
    /** Removed from the room; kept, with its versions and readers, for the audit trail. */
    archivedAt: instant('archived_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_room_documents_fund_idx').on(t.fundId, t.position),
    check(
      'data_room_documents_category_check',
      sql`${t.category} in ('offeringMemorandum', 'partnershipAgreement', 'subscriptionAgreementSample', 'presentation', 'financials', 'faq', 'other')`,
    ),
    check('data_room_documents_access_check', sql`${t.accessLevel} in ('public', 'investor', 'nda', 'subscriber')`),
  ],
);

/** One file of a document. A new version never replaces an old one. `content` is sealed, never the plain bytes. */
export const dataRoomDocumentVersions = pgTable(
  'data_room_document_versions',
  {
    id: id(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => dataRoomDocuments.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').$type<DataRoomContentType>().notNull(),
    byteLength: integer('byte_length').notNull(),
    pageCount: integer('page_count').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('data_room_document_versions_unique').on(t.documentId, t.version),
    check(
      'data_room_document_versions_type_check',
      sql`${t.contentType} in ('application/pdf', 'image/jpeg', 'image/png')`,
    ),
  ],
);

/** The click-through confidentiality agreement, once per investor and fund, with the same evidence as a signature. */
export const dataRoomNdaAcceptances = pgTable(
  'data_room_nda_acceptances',
  {
    id: id(),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    textSha256: text('text_sha256').notNull(),
    acceptedAt: instant('accepted_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('data_room_nda_acceptances_unique').on(t.fundId, t.userId)],
);

/** Every view and download: who (null for a logged-out visitor), which version, when, and the pages the viewer saw. */
export const dataRoomEvents = pgTable(
  'data_room_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => dataRoomDocuments.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => dataRoomDocumentVersions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The admin acting as the investor, when one opened it for them. */
    impersonatorUserId: uuid('impersonator_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').$type<DocumentEventKind>().notNull(),
    pagesSeen: integer('pages_seen').array().notNull().default(sql`'{}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [
    index('data_room_events_document_idx').on(t.documentId, t.createdAt),
    index('data_room_events_user_idx').on(t.userId, t.createdAt),
    check('data_room_events_kind_check', sql`${t.kind} in ('view', 'download')`),
  ],
);
