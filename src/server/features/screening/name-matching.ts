// How the built-in provider compares a name with a list's (docs/kyc.md 'How names are compared'): both are written in
// Latin letters (`any-ascii` transliterates every script: 'Иван Петров' and 'Iván Petrov' both read 'ivan petrov'),
// lower-cased, cut into words and stripped of titles and company forms; their likeness is Levenshtein's distance
// (`fastest-levenshtein`) over the words sorted, so that order does not count ('Petrov, Ivan'), or over the words the
// two share with the rest after them, so that a middle name left out does not hide a match.
import anyAscii from 'any-ascii';
import { distance } from 'fastest-levenshtein';

/** Words that say what a name is rather than whose it is. */
const NOISE_WORDS = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'dr',
  'prof',
  'sir',
  'the',
  'of',
  'and',
  'llc',
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'lp',
  'llp',
  'sa',
  'ag',
  'gmbh',
  'bv',
  'nv',
  'oao',
  'ooo',
  'zao',
  'pjsc',
  'jsc',
]);

/** A name's words as they are compared: Latin letters and digits, lower case, without titles or company forms. */
export const nameWords = (name: string): string[] =>
  anyAscii(name)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && !NOISE_WORDS.has(word));

/** 1 for the same text, 0 for nothing in common. */
export const textLikeness = (a: string, b: string): number => {
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
};

/** A name made ready to compare many times: its words, its words sorted, and its words run together. */
export type ComparableName = { words: readonly string[]; sorted: string; joined: string };

export const comparableName = (name: string): ComparableName => {
  const words = nameWords(name);
  return { words, sorted: [...words].sort().join(' '), joined: words.join('') };
};

/** Shared words count less than a whole name: two names alike in their shared words alone score at most this. */
const SHARED_WORDS_WEIGHT = 0.95;

/**
 * How alike two names are, between 0 and 1: the best of their sorted words compared, their words run together, and
 * (when they share two words or more) the shared words compared with each name's whole.
 */
export const nameLikeness = (a: ComparableName, b: ComparableName): number => {
  if (a.words.length === 0 || b.words.length === 0) return 0;
  // Run together as well: a name written without spaces (Chinese 李伟 reads 'LiWei') is the same name.
  const sorted = Math.max(textLikeness(a.sorted, b.sorted), textLikeness(a.joined, b.joined));
  const inB = new Set(b.words);
  const shared = [...new Set(a.words.filter((word) => inB.has(word)))].sort();
  if (shared.length < 2) return sorted;
  const both = shared.join(' ');
  const sharedSet = new Set(shared);
  const withRest = (words: readonly string[]) =>
    [both, ...words.filter((word) => !sharedSet.has(word)).sort()].join(' ').trim();
  const restA = withRest(a.words);
  const restB = withRest(b.words);
  const bySharedWords = Math.max(textLikeness(both, restA), textLikeness(both, restB), textLikeness(restA, restB));
  return Math.max(sorted, SHARED_WORDS_WEIGHT * bySharedWords);
};
