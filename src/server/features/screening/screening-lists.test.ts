// Lists in the database (docs/kyc.md 'Loading a list'), on each backend: a version loaded whole and compared entry by
// entry with the one before, the same file refused as the same version, and the built-in provider screening against
// whatever version is current, in any process.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backend, testBackends } from '../../test/test-app';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { createBuiltInProvider, NO_LIST_LOADED } from './built-in-provider';
import { loadListFile } from './load-list';
import { currentListVersions, LIST_VERSION_LOADED, listEntries } from './screening-lists';
import type { ScreeningSubject } from './screening-types';

const SAMPLE = new URL('./sample-lists/opensanctions-sample.csv', import.meta.url);
const DAY = new Date('2026-12-04T09:00:00Z');

const investor = (name: string): ScreeningSubject => ({ role: 'investor', kind: 'person', name, countries: ['us'] });

/** The sample list with one entry changed, one removed and one added: the next version. */
const nextVersion = async (): Promise<string> => {
  const text = (await Readable.from(createReadStream(SAMPLE)).toArray()).join('');
  return `${text
    .replace('Hamid Reza Tavakoli,,1962', 'Hamid Reza Tavakoli,Hamid Tavakoli,1962')
    .split('\n')
    .filter((line) => !line.startsWith('sample-v-0001'))
    .join(
      '\n',
    )}sample-p-0011,Person,Beatrix Oyelaran-Whitcombe,,1985-06-06,gb;ng,,,Sample Sanctions Programme,,,SAMPLE-4,Sample list (invented entries),2026-12-01T00:00:00,2026-12-01T00:00:00,2026-12-01T00:00:00\n`;
};

describe.each(testBackends())('sanctions lists on %s', (backend: Backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses to screen against no list: nothing loaded is not clear', async () => {
    await expect(createBuiltInProvider(database.db).screen([investor('Ada Lovelace')])).rejects.toThrow(NO_LIST_LOADED);
  });

  it('loads a version, refuses the same file again, and keeps what the next version changed', async () => {
    const provider = createBuiltInProvider(database.db);
    const first = await loadListFile(database.db, {
      input: createReadStream(SAMPLE),
      format: 'opensanctions',
      now: DAY,
    });
    expect(first).toMatchObject({ list: 'opensanctions', entries: 15, added: 15, changed: 0, removed: 0 });
    expect(first.version).toMatch(/^2026-12-04-[0-9a-f]{8}$/);
    await expect(
      loadListFile(database.db, { input: createReadStream(SAMPLE), format: 'opensanctions', now: DAY }),
    ).rejects.toThrow(LIST_VERSION_LOADED('opensanctions', first.version));

    const [before] = await provider.screen([investor('Beatrix Oyelaran Whitcombe')]);
    expect(before).toMatchObject({
      provider: 'built-in',
      list: 'opensanctions',
      listVersion: first.version,
      matches: [],
    });

    const second = await loadListFile(database.db, {
      input: Readable.from([await nextVersion()]),
      format: 'opensanctions',
      version: '2026-12-05',
    });
    expect(second).toEqual({
      list: 'opensanctions',
      version: '2026-12-05',
      entries: 15,
      added: 1,
      changed: 1,
      removed: 1,
    });
    expect(await currentListVersions(database.db)).toEqual([{ list: 'opensanctions', version: '2026-12-05' }]);
    expect((await listEntries(database.db, 'opensanctions', '2026-12-05')).map((entry) => entry.key).sort()).toEqual([
      'sample-p-0008',
      'sample-p-0011',
    ]);
    expect((await listEntries(database.db, 'opensanctions')).some((entry) => entry.key === 'sample-v-0001')).toBe(
      false,
    );

    // The same provider sees the new version at its next screening.
    const [after] = await provider.screen([investor('Beatrix Oyelaran Whitcombe')]);
    expect(after?.listVersion).toBe('2026-12-05');
    expect(after?.matches.map((match) => match.entryKey)).toEqual(['sample-p-0011']);
  });

  it('screens each person against each list loaded', async () => {
    await loadListFile(database.db, {
      input: createReadStream(new URL('./sample-lists/ofac-sdn-sample.csv', import.meta.url)),
      format: 'ofac-sdn',
      version: 'sample',
    });
    const outcomes = await createBuiltInProvider(database.db).screen([
      investor('Anatoly Korvalev'),
      investor('Ada Lovelace'),
    ]);
    expect(outcomes.map((o) => [o.list, o.subject.name, o.matches.map((m) => m.entryKey)])).toEqual([
      ['ofac-sdn', 'Anatoly Korvalev', ['90001']],
      ['ofac-sdn', 'Ada Lovelace', []],
      ['opensanctions', 'Anatoly Korvalev', []],
      ['opensanctions', 'Ada Lovelace', []],
    ]);
  });
});
