// The sanctions lists an operator loads (docs/kyc.md 'Loading a list'), read as a stream of entries: OpenSanctions'
// 'simple' CSV export (`targets.simple.csv`: a header row; `id`, `schema`, `name`, `aliases`, `birth_date`,
// `countries`, `sanctions`, … with several values joined by ';') and OFAC's SDN list as CSV (`sdn.csv`: no header;
// `ent_num`, `SDN_Name`, `SDN_Type`, `Program`, …, `Remarks`, '-0-' for nothing; dates of birth, nationalities and
// aliases are written in the remarks). Both parsed by `csv-parse`, a row at a time.
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { comparableIdentifiers } from './identifiers';
import type { ListEntry } from './screening-types';

export type ListFormat = 'opensanctions' | 'ofac-sdn';

export const LIST_FORMATS: readonly ListFormat[] = ['opensanctions', 'ofac-sdn'];

const several = (value: string | undefined): string[] =>
  (value ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '');

const OPENSANCTIONS_PEOPLE = new Set(['Person']);
const OPENSANCTIONS_ORGANIZATIONS = new Set(['Organization', 'Company', 'LegalEntity', 'PublicBody']);

const openSanctionsEntry = (row: Record<string, string>): ListEntry | null => {
  const key = row.id?.trim();
  const name = row.name?.trim();
  if (!key || !name) return null;
  const schema = row.schema?.trim() ?? '';
  return {
    key,
    kind: OPENSANCTIONS_PEOPLE.has(schema)
      ? 'person'
      : OPENSANCTIONS_ORGANIZATIONS.has(schema)
        ? 'organization'
        : 'other',
    names: [name, ...several(row.aliases).filter((alias) => alias !== name)],
    birthDates: several(row.birth_date).filter((date) => /^\d{4}(-\d{2}){0,2}$/.test(date)),
    countries: several(row.countries).map((country) => country.toLowerCase()),
    programs: several(row.sanctions),
    identifiers: comparableIdentifiers(several(row.identifiers)),
  };
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** OFAC writes 'DOB 12 Jun 1960', 'DOB Jun 1960', 'DOB 1960' or 'DOB circa 1960'; as ISO, as precise as written. */
const ofacBirthDates = (remarks: string): string[] =>
  [...remarks.matchAll(/DOB (?:circa )?(?:(\d{1,2}) )?(?:([A-Za-z]{3}) )?(\d{4})/g)].map(([, day, month, year]) => {
    const monthNumber = month ? MONTHS.indexOf(month.toLowerCase()) + 1 : 0;
    if (monthNumber === 0) return year ?? '';
    const withMonth = `${year}-${String(monthNumber).padStart(2, '0')}`;
    return day ? `${withMonth}-${day.padStart(2, '0')}` : withMonth;
  });

/** Country names as OFAC writes them ('nationality Russia'), to ISO codes, from the runtime's own English names. */
const countryCodes: Map<string, string> = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const codes = new Map<string, string>();
  for (let first = 65; first <= 90; first += 1)
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      const name = names.of(code);
      // The first code of a name: ICU still names the Soviet Union's old code 'SU' 'Russia', after 'RU'.
      if (name && name !== code && !codes.has(name.toLowerCase())) codes.set(name.toLowerCase(), code.toLowerCase());
    }
  return codes;
})();

const ofacCountries = (remarks: string): string[] =>
  [...remarks.matchAll(/(?:nationality|citizen|Nationality of Registration) ([A-Za-z .'-]+?)(?:;|\.$|$)/g)]
    .map(([, name]) => countryCodes.get((name ?? '').trim().toLowerCase()))
    .filter((code): code is string => code !== undefined);

/** 'Tax ID No. 7707083893', 'Registration Number 1027700132195', 'Passport 4503123456', 'National ID No. …'. */
const ofacIdentifiers = (remarks: string): string[] =>
  comparableIdentifiers(
    [
      ...remarks.matchAll(
        /(?:Tax ID No\.|Registration (?:Number|ID)|Passport|National ID No\.|Identification Number|Company Number) ([A-Za-z0-9][A-Za-z0-9 -]*[A-Za-z0-9])/g,
      ),
    ].map(([, value]) => value ?? ''),
  );

const ofacAliases = (remarks: string): string[] =>
  [...remarks.matchAll(/[af]\.k\.a\. '([^']+)'/g)].map(([, alias]) => alias ?? '').filter((alias) => alias !== '');

/** 'PETROV, Ivan Sergeyevich' is 'Ivan Sergeyevich PETROV'; names of entities stay as they are. */
const ofacName = (name: string, isPerson: boolean): string => {
  const comma = name.indexOf(',');
  if (!isPerson || comma < 0) return name;
  return `${name.slice(comma + 1).trim()} ${name.slice(0, comma).trim()}`;
};

const ofacEntry = (row: string[]): ListEntry | null => {
  const [key, rawName, type, program, , , , , , , , rawRemarks] = row.map((cell) =>
    cell.trim() === '-0-' ? '' : cell.trim(),
  );
  if (!key || !rawName) return null;
  const isPerson = type === 'individual';
  const remarks = rawRemarks ?? '';
  const name = ofacName(rawName, isPerson);
  return {
    key,
    kind: isPerson ? 'person' : type === '' ? 'organization' : 'other',
    names: [name, ...ofacAliases(remarks).filter((alias) => alias !== name)],
    birthDates: ofacBirthDates(remarks),
    countries: ofacCountries(remarks),
    identifiers: ofacIdentifiers(remarks),
    programs: program ? program.split(/\] ?\[|[[\]]/).filter((part) => part !== '') : [],
  };
};

/** The entries of a list file, in its order; rows without an id or a name are left out. */
export async function* readListFile(input: Readable, format: ListFormat): AsyncGenerator<ListEntry> {
  const parser = input.pipe(
    format === 'opensanctions'
      ? parse({ columns: true, bom: true, relax_column_count: true, skip_empty_lines: true })
      : parse({ columns: false, bom: true, relax_column_count: true, skip_empty_lines: true }),
  );
  for await (const row of parser) {
    const entry =
      format === 'opensanctions' ? openSanctionsEntry(row as Record<string, string>) : ofacEntry(row as string[]);
    if (entry) yield entry;
  }
}
