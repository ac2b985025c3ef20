// The built-in matcher (docs/kyc.md 'How names are compared'): names across scripts, accents, word order and left-out
// middle names; dates of birth and countries weighed; nothing but alike names found; the sample lists read back.
import { createReadStream } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIST_FORMATS, type ListFormat, readListFile } from './list-files';
import { createListIndex } from './list-matcher';
import { comparableName, nameLikeness, nameWords } from './name-matching';
import { DEFAULT_SCREENING_THRESHOLD, type ListEntry, type ScreeningSubject } from './screening-types';

const sample = (format: ListFormat) =>
  new URL(
    `./sample-lists/${format === 'opensanctions' ? 'opensanctions-sample' : 'ofac-sdn-sample'}.csv`,
    import.meta.url,
  );

const readSample = async (format: ListFormat): Promise<ListEntry[]> => {
  const entries: ListEntry[] = [];
  for await (const entry of readListFile(createReadStream(sample(format)), format)) entries.push(entry);
  return entries;
};

const person = (name: string, extra: Partial<ScreeningSubject> = {}): ScreeningSubject => ({
  role: 'investor',
  kind: 'person',
  name,
  countries: [],
  ...extra,
});

const likeness = (a: string, b: string) => nameLikeness(comparableName(a), comparableName(b));

describe('names compared', () => {
  it('reads every script and accent as Latin letters, without titles or company forms', () => {
    expect(nameWords('Иван Петров')).toEqual(['ivan', 'petrov']);
    expect(nameWords('Dr. José Müller-Lüdenscheidt')).toEqual(['jose', 'muller', 'ludenscheidt']);
    expect(nameWords('Acme Holdings, L.L.C.')).toEqual(['acme', 'holdings', 'l', 'l', 'c']);
    expect(nameWords('Acme Holdings LLC')).toEqual(['acme', 'holdings']);
  });

  it('finds the same name in another order, script or spelling, and a name left without its middle name', () => {
    expect(likeness('Petrov, Ivan', 'Ivan Petrov')).toBe(1);
    expect(likeness('Ivan Petrov', 'Иван Петров')).toBe(1);
    expect(likeness('Li Wei', '李伟')).toBe(1);
    expect(likeness('John Smith', 'John Michael Smith')).toBeGreaterThanOrEqual(0.9);
    expect(likeness('Jon Smyth', 'John Smith')).toBeCloseTo(0.8, 2);
  });

  it('keeps apart names that only share a word', () => {
    expect(likeness('Smith', 'John Smith')).toBeLessThan(0.6);
    expect(likeness('Ada Lovelace', 'Ivan Petrov')).toBeLessThan(0.3);
    expect(likeness('', 'Ivan Petrov')).toBe(0);
  });
});

describe('the sample lists', () => {
  it('reads OpenSanctions’ simple CSV: kinds, aliases, partial dates of birth and countries', async () => {
    const entries = await readSample('opensanctions');
    expect(entries).toHaveLength(15);
    expect(entries[0]).toEqual({
      key: 'sample-p-0001',
      kind: 'person',
      names: ['Ivan Sergeyevich Petrovsky', 'Иван Сергеевич Петровский', 'Ivan Petrovsky'],
      birthDates: ['1968-03-14'],
      countries: ['ru'],
      programs: ['Sample Sanctions Programme'],
      identifiers: [],
    });
    expect(entries.find((entry) => entry.key === 'sample-p-0002')?.birthDates).toEqual(['1975-11']);
    expect(entries.find((entry) => entry.key === 'sample-o-0003')?.identifiers).toEqual(['987654321', 'KY44821']);
    expect(entries.find((entry) => entry.key === 'sample-o-0001')?.kind).toBe('organization');
    expect(entries.find((entry) => entry.key === 'sample-v-0001')?.kind).toBe('other');
  });

  it('reads OFAC’s SDN CSV: names turned round, dates, nationalities and aliases from the remarks', async () => {
    const entries = await readSample('ofac-sdn');
    expect(entries).toHaveLength(5);
    expect(entries[0]).toEqual({
      key: '90001',
      kind: 'person',
      names: ['Anatoly Pavlovich KORVALEV', 'KORVALEV, Anatoliy'],
      birthDates: ['1964-08-02'],
      countries: ['ru'],
      programs: ['SAMPLE-RU'],
      identifiers: ['4503123456'],
    });
    expect(entries[1]).toMatchObject({
      birthDates: ['1972'],
      countries: ['sy'],
      programs: ['SAMPLE-SY', 'SAMPLE-TERR'],
    });
    expect(entries[2]).toMatchObject({
      kind: 'organization',
      names: ['BLUE HARBOUR SHIPPING CO.', 'BLUE HARBOR SHIPPING'],
      identifiers: ['7707083893', '1027700132195'],
    });
    expect(entries[4]?.kind).toBe('other');
  });

  it('knows both formats', () => {
    expect(LIST_FORMATS).toEqual(['opensanctions', 'ofac-sdn']);
  });
});

describe('screening against a list', () => {
  it('finds an entry by an alias in another script, and says why', async () => {
    const index = createListIndex(await readSample('opensanctions'));
    const [match, ...others] = index.match(
      person('Ivan Petrovsky', { birthDate: '1968-03-14', countries: ['ru'] }),
      DEFAULT_SCREENING_THRESHOLD,
    );
    expect(others).toEqual([]);
    expect(match).toMatchObject({ entryKey: 'sample-p-0001', entryName: 'Ivan Sergeyevich Petrovsky', score: 1 });
    expect(match?.reasons).toEqual([
      "name 100% alike ('Ivan Petrovsky' against 'Ivan Petrovsky')",
      'date of birth matches (1968-03-14)',
      'country matches (RU)',
    ]);
  });

  it('weighs the date of birth: the same month matches, another decade lowers the score below the line', async () => {
    const index = createListIndex(await readSample('opensanctions'));
    const match = (birthDate?: string) =>
      index.match(person('Mireille Dufresne Aubert', birthDate ? { birthDate } : {}), DEFAULT_SCREENING_THRESHOLD);
    expect(match('1975-11-03')[0]?.reasons).toContain('date of birth matches (1975-11)');
    expect(match()[0]?.reasons).toContain('no date of birth to compare');
    expect(match('1995-11-03')).toEqual([]);
    expect(index.match(person('Mireille Dufresne Aubert', { birthDate: '1995-11-03' }), 0.5)[0]?.reasons).toContain(
      'date of birth differs (1975-11 against 1995-11-03)',
    );
  });

  it('compares people with people and entities with entities', async () => {
    const index = createListIndex(await readSample('opensanctions'));
    expect(index.match(person('Northwind Maritime Holdings'), 0.8)).toEqual([]);
    const entity: ScreeningSubject = {
      role: 'entity',
      kind: 'organization',
      name: 'Northwind Maritime Holdings Limited',
      countries: ['cy'],
    };
    expect(index.match(entity, DEFAULT_SCREENING_THRESHOLD).map((m) => m.entryKey)).toEqual(['sample-o-0001']);
    expect(index.match({ ...entity, name: 'Morning Lark' }, 0.8)).toEqual([]);
  });

  it('finds an entity by its tax id whatever its name, and a person by a passport number, naming the last 4 only', async () => {
    const index = createListIndex([...(await readSample('opensanctions')), ...(await readSample('ofac-sdn'))]);
    const entity: ScreeningSubject = {
      role: 'entity',
      kind: 'organization',
      name: 'Quiet Meadow Ventures LLC',
      countries: ['us'],
      identifiers: ['98-7654321'],
    };
    const [byTaxId, ...others] = index.match(entity, DEFAULT_SCREENING_THRESHOLD);
    expect(others).toEqual([]);
    expect(byTaxId).toMatchObject({ entryKey: 'sample-o-0003', score: 1 });
    expect(byTaxId?.reasons[0]).toBe('identifier matches (•••-••-4321)');
    expect(JSON.stringify(byTaxId)).not.toContain('7654321');
    // The same name without the number is no match; a number of another entry is not this one.
    expect(index.match({ ...entity, identifiers: [] }, DEFAULT_SCREENING_THRESHOLD)).toEqual([]);
    expect(index.match({ ...entity, identifiers: ['98-7654322'] }, DEFAULT_SCREENING_THRESHOLD)).toEqual([]);
    const owner = person('Paul Dawson', { role: 'beneficialOwner', identifiers: ['4503 123456'] });
    expect(index.match(owner, DEFAULT_SCREENING_THRESHOLD).map((m) => [m.entryKey, m.reasons[0]])).toEqual([
      ['90001', 'identifier matches (••••3456)'],
    ]);
  });

  it('finds nothing for a name like no entry’s', async () => {
    const index = createListIndex([...(await readSample('opensanctions')), ...(await readSample('ofac-sdn'))]);
    expect(index.size).toBe(20);
    for (const name of ['Ada Lovelace', 'Marie Curie', 'Grace Hopper', 'Wang Li', 'Ivan Smith'])
      expect(index.match(person(name), DEFAULT_SCREENING_THRESHOLD)).toEqual([]);
    expect(index.match(person('Anatoliy Korvalev'), DEFAULT_SCREENING_THRESHOLD)[0]?.entryKey).toBe('90001');
  });
});
