// The data room's records (docs/data-room.md): documents, their sealed versions, NDA acceptances and reading events.
// The files are sealed with the data cipher, like tax ids and signed agreements, and opened only to be stamped.
import { and, asc, desc, eq, gte, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { AccessLevel, DocumentCategory, DocumentEventKind } from '../../../shared/api/data-room';
import type { Db } from '../../db/database';
import {
  dataRoomDocuments,
  dataRoomDocumentVersions,
  dataRoomEvents,
  dataRoomNdaAcceptances,
  fundDataRooms,
} from '../../db/schema/data-room';
import { transactions } from '../../db/schema/transactions';
import { users } from '../../db/schema/users';
import type { DataCipher } from '../../security/data-cipher';
import type { CheckedFile } from './file-check';

export type DocumentDetails = { title: string; category: DocumentCategory; accessLevel: AccessLevel };

export type StoredDocument = DocumentDetails & { id: string; fundId: string; position: number };

export type VersionInfo = {
  id: string;
  documentId: string;
  version: number;
  fileName: string;
  contentType: CheckedFile['contentType'];
  byteLength: number;
  pageCount: number;
  sha256: string;
  createdAt: Date;
};

export type DocumentWithVersions = StoredDocument & { versions: VersionInfo[] };

export type ReadingEvent = {
  documentId: string;
  versionId: string;
  userId: string | null;
  kind: DocumentEventKind;
  pagesSeen: number[];
  createdAt: Date;
};

const versionColumns = {
  id: dataRoomDocumentVersions.id,
  documentId: dataRoomDocumentVersions.documentId,
  version: dataRoomDocumentVersions.version,
  fileName: dataRoomDocumentVersions.fileName,
  contentType: dataRoomDocumentVersions.contentType,
  byteLength: dataRoomDocumentVersions.byteLength,
  pageCount: dataRoomDocumentVersions.pageCount,
  sha256: dataRoomDocumentVersions.sha256,
  createdAt: dataRoomDocumentVersions.createdAt,
};

const documentColumns = {
  id: dataRoomDocuments.id,
  fundId: dataRoomDocuments.fundId,
  title: dataRoomDocuments.title,
  category: dataRoomDocuments.category,
  accessLevel: dataRoomDocuments.accessLevel,
  position: dataRoomDocuments.position,
};

/** A subscription the investor has signed (or that reached the closing): what 'subscriber' documents ask for. */
const isSignedSubscription = or(
  eq(transactions.currentStep, 'MID_CLOSING'),
  sql`${transactions.subscriptionAgreementDate} is not null`,
  sql`${transactions.completionDate} is not null`,
);

export const createDataRoomRepository = (db: Db, cipher: DataCipher) => {
  const versionValues = (documentId: string, version: number, file: CheckedFile, userId: string | null) => ({
    documentId,
    version,
    fileName: file.fileName,
    contentType: file.contentType,
    byteLength: file.bytes.length,
    pageCount: file.pageCount,
    sha256: file.sha256,
    content: cipher.encryptBytes(file.bytes),
    createdBy: userId,
  });

  return {
    settingsOf: async (fundId: string): Promise<{ ndaRequired: boolean; ndaText: string }> => {
      const [row] = await db
        .select({ ndaRequired: fundDataRooms.ndaRequired, ndaText: fundDataRooms.ndaText })
        .from(fundDataRooms)
        .where(eq(fundDataRooms.fundId, fundId));
      return row ?? { ndaRequired: false, ndaText: '' };
    },

    saveSettings: async (fundId: string, settings: { ndaRequired: boolean; ndaText: string }, at: Date) => {
      await db
        .insert(fundDataRooms)
        .values({ fundId, ...settings, updatedAt: at })
        .onConflictDoUpdate({ target: fundDataRooms.fundId, set: { ...settings, updatedAt: at } });
    },

    /** The fund's documents in the room (not removed), in order, each with every version, newest first. */
    documentsOf: async (fundId: string): Promise<DocumentWithVersions[]> => {
      const documents = await db
        .select(documentColumns)
        .from(dataRoomDocuments)
        .where(and(eq(dataRoomDocuments.fundId, fundId), isNull(dataRoomDocuments.archivedAt)))
        .orderBy(asc(dataRoomDocuments.position), asc(dataRoomDocuments.createdAt));
      if (documents.length === 0) return [];
      const versions = await db
        .select(versionColumns)
        .from(dataRoomDocumentVersions)
        .where(
          inArray(
            dataRoomDocumentVersions.documentId,
            documents.map((d) => d.id),
          ),
        )
        .orderBy(desc(dataRoomDocumentVersions.version));
      return documents.map((document) => ({
        ...document,
        versions: versions.filter((v) => v.documentId === document.id),
      }));
    },

    findDocument: async (fundId: string, documentId: string): Promise<StoredDocument | undefined> => {
      const [row] = await db
        .select(documentColumns)
        .from(dataRoomDocuments)
        .where(
          and(
            eq(dataRoomDocuments.id, documentId),
            eq(dataRoomDocuments.fundId, fundId),
            isNull(dataRoomDocuments.archivedAt),
          ),
        );
      return row;
    },

    /** A version's info; the newest when `version` is omitted. */
    findVersion: async (documentId: string, version?: number): Promise<VersionInfo | undefined> => {
      const [row] = await db
        .select(versionColumns)
        .from(dataRoomDocumentVersions)
        .where(
          and(
            eq(dataRoomDocumentVersions.documentId, documentId),
            version === undefined ? undefined : eq(dataRoomDocumentVersions.version, version),
          ),
        )
        .orderBy(desc(dataRoomDocumentVersions.version))
        .limit(1);
      return row;
    },

    openVersion: async (versionId: string): Promise<Buffer> => {
      const [row] = await db
        .select({ content: dataRoomDocumentVersions.content })
        .from(dataRoomDocumentVersions)
        .where(eq(dataRoomDocumentVersions.id, versionId));
      if (!row) throw new Error('The version is gone');
      return cipher.decryptBytes(row.content);
    },

    /** A new document with its first version, last in the fund's order. */
    createDocument: (fundId: string, details: DocumentDetails, file: CheckedFile, userId: string | null) =>
      db.transaction(async (tx) => {
        const [last] = await tx
          .select({ position: max(dataRoomDocuments.position) })
          .from(dataRoomDocuments)
          .where(eq(dataRoomDocuments.fundId, fundId));
        const [document] = await tx
          .insert(dataRoomDocuments)
          .values({ fundId, ...details, position: (last?.position ?? 0) + 1, createdBy: userId })
          .returning(documentColumns);
        if (!document) throw new Error('The document was not saved');
        await tx.insert(dataRoomDocumentVersions).values(versionValues(document.id, 1, file, userId));
        return document;
      }),

    /** The next version of a document; the older ones stay. */
    addVersion: (documentId: string, file: CheckedFile, userId: string | null): Promise<number> =>
      db.transaction(async (tx) => {
        const [last] = await tx
          .select({ version: max(dataRoomDocumentVersions.version) })
          .from(dataRoomDocumentVersions)
          .where(eq(dataRoomDocumentVersions.documentId, documentId));
        const version = (last?.version ?? 0) + 1;
        await tx.insert(dataRoomDocumentVersions).values(versionValues(documentId, version, file, userId));
        return version;
      }),

    updateDetails: async (documentId: string, details: DocumentDetails): Promise<void> => {
      await db.update(dataRoomDocuments).set(details).where(eq(dataRoomDocuments.id, documentId));
    },

    archive: async (documentId: string, at: Date): Promise<void> => {
      await db.update(dataRoomDocuments).set({ archivedAt: at }).where(eq(dataRoomDocuments.id, documentId));
    },

    reorder: (documentIds: readonly string[]) =>
      db.transaction(async (tx) => {
        for (const [index, documentId] of documentIds.entries()) {
          await tx
            .update(dataRoomDocuments)
            .set({ position: index + 1 })
            .where(eq(dataRoomDocuments.id, documentId));
        }
      }),

    ndaAcceptedAt: async (fundId: string, userId: string): Promise<Date | null> => {
      const [row] = await db
        .select({ acceptedAt: dataRoomNdaAcceptances.acceptedAt })
        .from(dataRoomNdaAcceptances)
        .where(and(eq(dataRoomNdaAcceptances.fundId, fundId), eq(dataRoomNdaAcceptances.userId, userId)));
      return row?.acceptedAt ?? null;
    },

    /** Once per investor and fund: a second acceptance keeps the first. */
    acceptNda: async (acceptance: {
      fundId: string;
      userId: string;
      textSha256: string;
      acceptedAt: Date;
      ip: string | null;
      userAgent: string | null;
    }): Promise<boolean> => {
      const rows = await db
        .insert(dataRoomNdaAcceptances)
        .values(acceptance)
        .onConflictDoNothing()
        .returning({ id: dataRoomNdaAcceptances.id });
      return rows.length > 0;
    },

    ndaAcceptancesOf: (fundId: string) =>
      db
        .select({
          userId: dataRoomNdaAcceptances.userId,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          acceptedAt: dataRoomNdaAcceptances.acceptedAt,
          ip: dataRoomNdaAcceptances.ip,
          userAgent: dataRoomNdaAcceptances.userAgent,
          textSha256: dataRoomNdaAcceptances.textSha256,
        })
        .from(dataRoomNdaAcceptances)
        .innerJoin(users, eq(users.id, dataRoomNdaAcceptances.userId))
        .where(eq(dataRoomNdaAcceptances.fundId, fundId))
        .orderBy(desc(dataRoomNdaAcceptances.acceptedAt)),

    /** Whether the investor has signed a subscription to the fund that the fund has not declined. */
    hasSignedSubscription: async (userId: string, fundSlug: string): Promise<boolean> => {
      const rows = await db
        .select({ id: transactions.id })
        .from(transactions)
        .where(
          and(
            eq(transactions.userId, userId),
            eq(transactions.fundSlug, fundSlug),
            isNull(transactions.rejectionDate),
            isSignedSubscription,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    recordEvent: async (event: {
      documentId: string;
      versionId: string;
      userId: string | null;
      impersonatorUserId: string | null;
      kind: DocumentEventKind;
    }): Promise<void> => {
      await db.insert(dataRoomEvents).values(event);
    },

    /** Adds the pages the viewer showed to the reader's newest view of the document since `since`. */
    addPagesSeen: async (userId: string, documentId: string, pages: readonly number[], since: Date) => {
      const [latest] = await db
        .select({ id: dataRoomEvents.id })
        .from(dataRoomEvents)
        .where(
          and(
            eq(dataRoomEvents.userId, userId),
            eq(dataRoomEvents.documentId, documentId),
            eq(dataRoomEvents.kind, 'view'),
            gte(dataRoomEvents.createdAt, since),
          ),
        )
        .orderBy(desc(dataRoomEvents.id))
        .limit(1);
      if (!latest) return false;
      const list = sql.join(
        pages.map((page) => sql`${page}::integer`),
        sql`, `,
      );
      await db
        .update(dataRoomEvents)
        .set({
          pagesSeen: sql`array(select distinct p from unnest(${dataRoomEvents.pagesSeen} || array[${list}]) as p order by p)`,
        })
        .where(eq(dataRoomEvents.id, latest.id));
      return true;
    },

    /** Every event on the fund's documents (the room's own and removed ones), newest first; one reader's when given. */
    eventsOf: (fundId: string, userId?: string): Promise<(ReadingEvent & { version: number; title: string })[]> =>
      db
        .select({
          documentId: dataRoomEvents.documentId,
          versionId: dataRoomEvents.versionId,
          userId: dataRoomEvents.userId,
          kind: dataRoomEvents.kind,
          pagesSeen: dataRoomEvents.pagesSeen,
          createdAt: dataRoomEvents.createdAt,
          version: dataRoomDocumentVersions.version,
          title: dataRoomDocuments.title,
        })
        .from(dataRoomEvents)
        .innerJoin(dataRoomDocuments, eq(dataRoomDocuments.id, dataRoomEvents.documentId))
        .innerJoin(dataRoomDocumentVersions, eq(dataRoomDocumentVersions.id, dataRoomEvents.versionId))
        .where(
          and(
            eq(dataRoomDocuments.fundId, fundId),
            userId === undefined ? undefined : eq(dataRoomEvents.userId, userId),
          ),
        )
        .orderBy(desc(dataRoomEvents.id)),

    usersNamed: (userIds: readonly string[]) =>
      userIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
            .from(users)
            .where(inArray(users.id, [...userIds])),

    /**
     * The investors a new document of this access level is news to: everyone with a subscription to the fund that is
     * neither declined nor withdrawn, who may open it (an accepted NDA where the fund asks for one, a signed
     * subscription for 'subscriber'), each once. One statement, whatever the fund's size.
     */
    noticeRecipients: async (
      fund: { id: string; slug: string },
      accessLevel: AccessLevel,
      isNdaRequired: boolean,
    ): Promise<{ id: string; email: string; firstName: string; lastName: string }[]> => {
      const hasAcceptedNda = sql`exists (select 1 from ${dataRoomNdaAcceptances}
        where ${dataRoomNdaAcceptances.fundId} = ${fund.id} and ${dataRoomNdaAcceptances.userId} = ${users.id})`;
      return db
        .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(transactions)
        .innerJoin(users, eq(users.id, transactions.userId))
        .where(
          and(
            eq(transactions.fundSlug, fund.slug),
            isNull(transactions.rejectionDate),
            isNull(transactions.withdrawalDate),
            accessLevel === 'nda' && isNdaRequired ? hasAcceptedNda : undefined,
            accessLevel === 'subscriber' ? isSignedSubscription : undefined,
          ),
        )
        .orderBy(users.id);
    },

    /** Of these investors, those who opened a document of the category in the fund, with when they last did. */
    readersOfCategory: async (fundId: string, category: DocumentCategory, userIds: readonly string[]) => {
      if (userIds.length === 0) return new Map<string, Date>();
      const rows = await db
        .select({ userId: dataRoomEvents.userId, lastAt: max(dataRoomEvents.createdAt) })
        .from(dataRoomEvents)
        .innerJoin(dataRoomDocuments, eq(dataRoomDocuments.id, dataRoomEvents.documentId))
        .where(
          and(
            eq(dataRoomDocuments.fundId, fundId),
            eq(dataRoomDocuments.category, category),
            inArray(dataRoomEvents.userId, [...userIds]),
          ),
        )
        .groupBy(dataRoomEvents.userId);
      return new Map(
        rows.flatMap((row) => (row.userId && row.lastAt ? [[row.userId, new Date(row.lastAt)] as const] : [])),
      );
    },
  };
};

export type DataRoomRepository = ReturnType<typeof createDataRoomRepository>;
