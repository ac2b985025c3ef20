// The fund's governing documents an investor never opened (docs/data-room.md 'Governing documents'): the offering
// memorandum and the partnership agreement in the fund's room, not archived, with no view or download of any version
// by the investor themself (an admin opening it for them does not count). The back office's approval names them.
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { DocumentCategory } from '../../../shared/api/data-room';
import { GOVERNING_CATEGORIES } from '../../../shared/schemas/data-room.schema';
import type { Db } from '../../db/database';
import { dataRoomDocuments, dataRoomEvents } from '../../db/schema/data-room';
import { funds } from '../../db/schema/funds';

export type UnopenedDocument = { title: string; category: DocumentCategory };

export const governingDocumentsNotOpened = (
  db: Db,
  { fundSlug, userId }: { fundSlug: string; userId: string },
): Promise<UnopenedDocument[]> =>
  db
    .select({ title: dataRoomDocuments.title, category: dataRoomDocuments.category })
    .from(dataRoomDocuments)
    .innerJoin(funds, eq(funds.id, dataRoomDocuments.fundId))
    .where(
      and(
        eq(funds.slug, fundSlug),
        isNull(dataRoomDocuments.archivedAt),
        inArray(dataRoomDocuments.category, [...GOVERNING_CATEGORIES]),
        notExists(
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
        ),
      ),
    )
    .orderBy(asc(dataRoomDocuments.position));

/** The fund's governing documents in its room (not archived), in the room's order: what the investor acknowledges. */
export const governingDocumentsOf = (db: Db, fundSlug: string): Promise<{ id: string; title: string }[]> =>
  db
    .select({ id: dataRoomDocuments.id, title: dataRoomDocuments.title })
    .from(dataRoomDocuments)
    .innerJoin(funds, eq(funds.id, dataRoomDocuments.fundId))
    .where(
      and(
        eq(funds.slug, fundSlug),
        isNull(dataRoomDocuments.archivedAt),
        inArray(dataRoomDocuments.category, [...GOVERNING_CATEGORIES]),
      ),
    )
    .orderBy(asc(dataRoomDocuments.position));
