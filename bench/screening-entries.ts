// Invented sanctions-list entries for the benchmarks (bench:screening, bench:scale's rescreen): people and entities,
// names drawn from several languages and scripts, with aliases, dates of birth and countries, from a seeded
// generator so that every run builds the same list.
import type { ListEntry } from '../src/server/features/screening/screening-types';

/** A small seeded generator, so that every run screens the same people against the same list. */
export const random = (() => {
  let state = 20261204;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
})();
export const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const GIVEN = [
  'Ivan',
  'Olga',
  'José',
  'María',
  'Wei',
  'Mei',
  'Ahmed',
  'Fatima',
  'John',
  'Sarah',
  'Hans',
  'Greta',
  'Pierre',
  'Amélie',
  'Kenji',
  'Yuki',
  'Dmitri',
  'Svetlana',
  'Omar',
  'Leila',
  'Carlos',
  'Lucía',
  'Arjun',
  'Priya',
  'Tomasz',
  'Zofia',
];
const FAMILY = [
  'Petrov',
  'Ivanova',
  'García',
  'Fernández',
  'Wang',
  'Li',
  'Haddad',
  'Khalil',
  'Smith',
  'Johnson',
  'Müller',
  'Schmidt',
  'Dubois',
  'Lefèvre',
  'Tanaka',
  'Suzuki',
  'Volkov',
  'Sokolova',
  'Rahman',
  'Nasser',
  'Rodríguez',
  'López',
  'Sharma',
  'Patel',
  'Kowalski',
  'Nowak',
];
const SYLLABLES = [
  'ka',
  'ro',
  'vi',
  'len',
  'dor',
  'mi',
  'sha',
  'tu',
  'bel',
  'an',
  'zo',
  'rik',
  'po',
  'lu',
  'nes',
  'ta',
  'gor',
  'ev',
  'ish',
  'mar',
];
const CYRILLIC: Record<string, string> = {
  a: 'а',
  b: 'б',
  d: 'д',
  e: 'е',
  g: 'г',
  i: 'и',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
};
const COUNTRIES = ['ru', 'ir', 'sy', 'kp', 'ae', 'cy', 'ch', 'gb', 'us', 'cn', 've', 'co', 'mx', 'tr', 'lb'];
const FORMS = ['Holdings Ltd', 'Trading LLC', 'Capital Partners LP', 'Shipping Co', 'Group SA', 'GmbH'];

const coined = (): string => {
  const word = Array.from({ length: 2 + Math.floor(random() * 2) }, () => pick(SYLLABLES)).join('');
  return word.charAt(0).toUpperCase() + word.slice(1);
};
export const personName = (): string =>
  `${pick(GIVEN)} ${random() < 0.4 ? `${coined()} ` : ''}${random() < 0.5 ? pick(FAMILY) : coined()}`;
const cyrillic = (name: string): string => [...name.toLowerCase()].map((c) => CYRILLIC[c] ?? c).join('');
export const birthDate = (): string => {
  const year = 1940 + Math.floor(random() * 60);
  const month = String(1 + Math.floor(random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(random() * 28)).padStart(2, '0');
  return random() < 0.3 ? String(year) : `${year}-${month}-${day}`;
};

export const entryOf = (position: number): ListEntry => {
  const isPerson = random() < 0.7;
  const name = isPerson ? personName() : `${coined()} ${coined()} ${pick(FORMS)}`;
  return {
    key: `bench-${position}`,
    kind: isPerson ? 'person' : 'organization',
    names: [name, ...(random() < 0.5 ? [cyrillic(name)] : []), ...(random() < 0.3 ? [personName()] : [])],
    birthDates: isPerson && random() < 0.8 ? [birthDate()] : [],
    countries: [pick(COUNTRIES), ...(random() < 0.3 ? [pick(COUNTRIES)] : [])],
    programs: ['Bench programme'],
    // Organisations often carry a registration number, as real lists give them.
    identifiers: !isPerson && random() < 0.5 ? [`REG${String(position).padStart(8, '0')}`] : [],
  };
};
