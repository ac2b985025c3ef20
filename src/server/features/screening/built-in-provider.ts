// The built-in provider (docs/kyc.md 'Providers'): the lists loaded in the database, matched in this process. Each
// list's entries are read once per version and held as an index (list-matcher.ts); a new version loaded by any
// process is seen at the next screening, which asks the database for the current versions (one small statement).
import type { Db } from '../../db/database';
import { createListIndex, type ListIndex } from './list-matcher';
import { currentListVersions, listEntries } from './screening-lists';
import {
  DEFAULT_SCREENING_THRESHOLD,
  type ScreeningOutcome,
  type ScreeningProvider,
  type ScreeningSubject,
} from './screening-types';

export const BUILT_IN_PROVIDER = 'built-in';

/** Says so when no list is loaded: a screening against nothing would read as clear. */
export const NO_LIST_LOADED = 'No sanctions list is loaded (docs/kyc.md, "Loading a list").';

export const createBuiltInProvider = (db: Db, { threshold = DEFAULT_SCREENING_THRESHOLD } = {}): ScreeningProvider => {
  const indexes = new Map<string, { version: string; index: Promise<ListIndex> }>();
  const indexOf = (list: string, version: string): Promise<ListIndex> => {
    const held = indexes.get(list);
    if (held?.version === version) return held.index;
    const index = listEntries(db, list).then(createListIndex);
    indexes.set(list, { version, index });
    index.catch(() => indexes.delete(list));
    return index;
  };
  return {
    name: BUILT_IN_PROVIDER,
    screen: async (subjects: readonly ScreeningSubject[]): Promise<ScreeningOutcome[]> => {
      const versions = await currentListVersions(db);
      if (versions.length === 0) throw new Error(NO_LIST_LOADED);
      const outcomes: ScreeningOutcome[] = [];
      for (const { list, version } of versions) {
        const index = await indexOf(list, version);
        for (const subject of subjects)
          outcomes.push({
            subject,
            provider: BUILT_IN_PROVIDER,
            list,
            listVersion: version,
            matches: index.match(subject, threshold),
          });
      }
      return outcomes;
    },
  };
};
