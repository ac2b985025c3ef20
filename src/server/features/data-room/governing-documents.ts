// The fund's governing documents an investor never opened (docs/data-room.md 'Governing documents'): the offering
// memorandum and the partnership agreement in the fund's room, not archived, with no view or download of any version
// by the investor themself (an admin opening it for them does not count). The back office's approval names them.
import { and, asc, eq, inArray, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { DocumentCategory } from '../../../shared/api/data-room';
import { GOVERNING_CATEGORIES } from '../../../shared/schemas/data-room.schema';
import type { Db } from '../../db/database';
import { dataRoomDocuments, dataRoomEvents } from '../../db/schema/data-room';
import { funds } from '../../db/schema/funds';

export type UnopenedDocument = { title: string; category: DocumentCategory };

/** The fund's governing documents in its room (not archived), in the room's order; `extra` narrows them further. */
const governingDocuments = (db: Db, fundSlug: string, extra?: SQL) =>
  db
    .select({ id: dataRoomDocuments.id, title: dataRoomDocuments.title, category: dataRoomDocuments.category })
    .from(dataRoomDocuments)
    .innerJoin(funds, eq(funds.id, dataRoomDocuments.fundId))
    .where(
      and(
        eq(funds.slug, fundSlug),
        isNull(dataRoomDocuments.archivedAt),
        inArray(dataRoomDocuments.category, [...GOVERNING_CATEGORIES]),
        extra,
      ),
    )
    .orderBy(asc(dataRoomDocuments.position));

/** What the investor acknowledges before consenting to sign. */
export const governingDocumentsOf = async (db: Db, fundSlug: string): Promise<{ id: string; title: string }[]> =>
  (await governingDocuments(db, fundSlug)).map(({ id, title }) => ({ id, title }));

export const governingDocumentsNotOpened = async (
  db: Db,
  { fundSlug, userId }: { fundSlug: string; userId: string },
): Promise<UnopenedDocument[]> => {
  const notOpened = notExists(
    db
      .select({ one: sql`1` })
      .from(dataRoomEvents)
      .where(
        and(
          eq(dataRoomEvents.documentId, dataRoomDocuments.id),
          eq(dataRoomEvents.userId, userId),
          isNull(dataRoomEvents.impersonatorUserId),
        ),
      ),
  );
  return (await governingDocuments(db, fundSlug, notOpened)).map(({ title, category }) => ({ title, category }));
};
