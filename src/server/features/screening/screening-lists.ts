// The lists in the database (docs/kyc.md 'Loading a list'): a version is loaded whole, in one database transaction,
// and compared with what the list held before, entry by entry, by a hash of each entry's content: new entries are
// added, changed ones rewritten with the new version, the ones no longer listed removed. The version's counts are
// kept, and every entry remembers the version that last changed it, so the rescreen the version asks for (in the same
// database transaction) compares the portal's people with what that version changed alone.
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { screeningEntries, screeningLists, screeningRescreens } from '../../db/schema/screening';
import type { ListEntry } from './screening-types';

/** Rows written per statement while loading. */
const WRITE_BATCH = 500;

export type LoadedVersion = {
  list: string;
  version: string;
  entries: number;
  added: number;
  changed: number;
  removed: number;
};

export const LIST_VERSION_LOADED = (list: string, version: string) =>
  `Version ${version} of the list ${list} is already loaded.`;

/** An entry without identifiers hashes as it did before lists carried them, so loading a list again changes nothing. */
const contentHash = (entry: ListEntry): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        entry.kind,
        entry.names,
        entry.birthDates,
        entry.countries,
        entry.programs,
        ...(entry.identifiers.length > 0 ? [entry.identifiers] : []),
      ]),
    )
    .digest('base64url')
    .slice(0, 22);

/** The row the insert would have written, in an upsert's update. */
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
};

export const loadListVersion = async (
  db: Db,
  { list, version, entries }: { list: string; version: string; entries: readonly ListEntry[] },
): Promise<LoadedVersion> =>
  db.transaction(async (tx) => {
    const [known] = await tx
      .select({ id: screeningLists.id })
      .from(screeningLists)
      .where(and(eq(screeningLists.list, list), eq(screeningLists.version, version)));
    if (known) throw new Error(LIST_VERSION_LOADED(list, version));
    const before = new Map(
      (
        await tx
          .select({ key: screeningEntries.key, contentHash: screeningEntries.contentHash })
          .from(screeningEntries)
          .where(eq(screeningEntries.list, list))
      ).map((row) => [row.key, row.contentHash]),
    );
    // A key twice in one file: the last row stands.
    const byKey = new Map(entries.map((entry) => [entry.key, entry]));
    const written = [...byKey.values()]
      .map((entry) => ({ entry, hash: contentHash(entry) }))
      .filter(({ entry, hash }) => before.get(entry.key) !== hash);
    const added = written.filter(({ entry }) => !before.has(entry.key)).length;
    const removedKeys = [...before.keys()].filter((key) => !byKey.has(key));
    for (const batch of chunks(written, WRITE_BATCH)) {
      const rows = batch.map(({ entry, hash }) => ({
        list,
        key: entry.key,
        kind: entry.kind,
        names: [...entry.names],
        birthDates: [...entry.birthDates],
        countries: [...entry.countries],
        programs: [...entry.programs],
        identifiers: [...entry.identifiers],
        contentHash: hash,
        version,
      }));
      await tx
        .insert(screeningEntries)
        .values(rows)
        .onConflictDoUpdate({
          target: [screeningEntries.list, screeningEntries.key],
          set: {
            kind: sqlExcluded('kind'),
            names: sqlExcluded('names'),
            birthDates: sqlExcluded('birth_dates'),
            countries: sqlExcluded('countries'),
            programs: sqlExcluded('programs'),
            identifiers: sqlExcluded('identifiers'),
            contentHash: sqlExcluded('content_hash'),
            version: sqlExcluded('version'),
          },
        });
    }
    for (const batch of chunks(removedKeys, WRITE_BATCH))
      await tx
        .delete(screeningEntries)
        .where(and(eq(screeningEntries.list, list), inArray(screeningEntries.key, batch)));
    const loaded = {
      list,
      version,
      entries: byKey.size,
      added,
      changed: written.length - added,
      removed: removedKeys.length,
    };
    await tx.insert(screeningLists).values(loaded);
    // The portal's people screened again against what this version added or changed (rescreen.ts).
    if (written.length > 0) await tx.insert(screeningRescreens).values({ list, version });
    return loaded;
  });

/** Each list's newest version. */
export const currentListVersions = async (db: Db): Promise<{ list: string; version: string }[]> => {
  const rows = await db
    .selectDistinctOn([screeningLists.list], { list: screeningLists.list, version: screeningLists.version })
    .from(screeningLists)
    .orderBy(screeningLists.list, desc(screeningLists.createdAt), desc(screeningLists.id));
  return rows;
};

const toEntry = (row: typeof screeningEntries.$inferSelect): ListEntry => ({
  key: row.key,
  kind: row.kind,
  names: row.names,
  birthDates: row.birthDates,
  countries: row.countries,
  programs: row.programs,
  identifiers: row.identifiers,
});

/** A list's entries; with `version`, only those that version added or changed. */
export const listEntries = async (db: Db, list: string, version?: string): Promise<ListEntry[]> => {
  const rows = await db
    .select()
    .from(screeningEntries)
    .where(
      and(eq(screeningEntries.list, list), version === undefined ? undefined : eq(screeningEntries.version, version)),
    );
  return rows.map(toEntry);
};
