// The built-in provider's matcher (docs/kyc.md 'How names are compared'): a list's entries held in memory with an
// index of their words, so that screening a person compares their name with the few entries that share a word
// like one of theirs rather than with every entry; then each candidate's likeness weighed by the date of birth and
// the countries when both sides know them. An entry that gives one of the subject's identifiers (an entity's tax or
// registration number, a person's passport number) is a possible match whatever its name: the strongest evidence.
import { comparableIdentifiers, maskedIdentifier } from './identifiers';
import { type ComparableName, comparableName, nameLikeness, textLikeness } from './name-matching';
import type { ListEntry, PossibleMatch, ScreeningSubject } from './screening-types';

/** A word of the subject's and a word of an entry's this alike make the entry a candidate. */
const CANDIDATE_WORD_LIKENESS = 0.7;

type IndexedEntry = { entry: ListEntry; names: { name: string; comparable: ComparableName }[] };

export type ListIndex = {
  size: number;
  /** The possible matches of one subject at or above `threshold`, best first. */
  match: (subject: ScreeningSubject, threshold: number) => PossibleMatch[];
};

/** People with people, entities with entities; vessels and aircraft subscribe to nothing. */
const isComparableKind = (subject: ScreeningSubject, entry: ListEntry): boolean => subject.kind === entry.kind;

/** How a date of birth weighs: the same (as precisely as the list knows it), near (a year apart), or different. */
const birthDateWeight = (subject: ScreeningSubject, entry: ListEntry): { weight: number; reason: string } | null => {
  if (!subject.birthDate || entry.birthDates.length === 0) return null;
  const birthDate = subject.birthDate;
  const same = entry.birthDates.find((date) => birthDate.startsWith(date));
  if (same) return { weight: 0.05, reason: `date of birth matches (${same})` };
  const year = Number(birthDate.slice(0, 4));
  const near = entry.birthDates.find((date) => Math.abs(Number(date.slice(0, 4)) - year) <= 1);
  if (near) return { weight: 0, reason: `year of birth within one year (${near} against ${birthDate.slice(0, 4)})` };
  return { weight: -0.25, reason: `date of birth differs (${entry.birthDates.join(', ')} against ${birthDate})` };
};

const countryWeight = (subject: ScreeningSubject, entry: ListEntry): { weight: number; reason: string } | null => {
  if (subject.countries.length === 0 || entry.countries.length === 0) return null;
  const shared = subject.countries.filter((country) => entry.countries.includes(country));
  if (shared.length > 0) return { weight: 0.02, reason: `country matches (${shared.join(', ').toUpperCase()})` };
  return {
    weight: -0.05,
    reason: `country differs (${entry.countries.join(', ').toUpperCase()} against ${subject.countries.join(', ').toUpperCase()})`,
  };
};

const percent = (value: number): string => `${Math.round(value * 100)}%`;

export const createListIndex = (entries: readonly ListEntry[]): ListIndex => {
  const indexed: IndexedEntry[] = entries.map((entry) => ({
    entry,
    names: entry.names.map((name) => ({ name, comparable: comparableName(name) })),
  }));
  // Each word once, with the entries that use it; words by length, since words of very different lengths cannot
  // be alike enough.
  const byWord = new Map<string, number[]>();
  indexed.forEach(({ names }, position) => {
    for (const { comparable } of names)
      for (const word of [...comparable.words, comparable.joined]) {
        const holders = byWord.get(word);
        if (!holders) byWord.set(word, [position]);
        else if (holders.at(-1) !== position) holders.push(position);
      }
  });
  const byIdentifier = new Map<string, number[]>();
  indexed.forEach(({ entry }, position) => {
    for (const identifier of entry.identifiers)
      byIdentifier.set(identifier, [...(byIdentifier.get(identifier) ?? []), position]);
  });
  const wordsByLength = new Map<number, string[]>();
  for (const word of byWord.keys()) wordsByLength.set(word.length, [...(wordsByLength.get(word.length) ?? []), word]);

  const candidatesOf = (name: ComparableName): Set<number> => {
    const found = new Set<number>();
    for (const word of new Set([...name.words, name.joined])) {
      // Levenshtein likeness ≥ 0.7 needs lengths within 30 % of the longer.
      const shortest = Math.ceil(word.length * CANDIDATE_WORD_LIKENESS);
      const longest = Math.floor(word.length / CANDIDATE_WORD_LIKENESS);
      for (let length = shortest; length <= longest; length += 1)
        for (const other of wordsByLength.get(length) ?? [])
          if (other === word || textLikeness(word, other) >= CANDIDATE_WORD_LIKENESS)
            for (const position of byWord.get(other) ?? []) found.add(position);
    }
    return found;
  };

  /** The entries that give one of the subject's identifiers, with the identifier each shares. */
  const identifierHits = (subject: ScreeningSubject): Map<number, string> => {
    const hits = new Map<number, string>();
    for (const identifier of comparableIdentifiers(subject.identifiers ?? []))
      for (const position of byIdentifier.get(identifier) ?? []) hits.set(position, identifier);
    return hits;
  };

  const match = (subject: ScreeningSubject, threshold: number): PossibleMatch[] => {
    const name = comparableName(subject.name);
    const hits = identifierHits(subject);
    if (name.words.length === 0 && hits.size === 0) return [];
    const matches: PossibleMatch[] = [];
    const candidates = name.words.length > 0 ? candidatesOf(name) : new Set<number>();
    for (const position of hits.keys()) candidates.add(position);
    for (const position of candidates) {
      const candidate = indexed[position];
      const sharedIdentifier = hits.get(position);
      if (!candidate || (sharedIdentifier === undefined && !isComparableKind(subject, candidate.entry))) continue;
      let best = { likeness: 0, name: '' };
      for (const entryName of candidate.names) {
        const likeness = nameLikeness(name, entryName.comparable);
        if (likeness > best.likeness) best = { likeness, name: entryName.name };
      }
      const weights = [birthDateWeight(subject, candidate.entry), countryWeight(subject, candidate.entry)].filter(
        (weight) => weight !== null,
      );
      const weighed = Math.min(1, Math.max(0, best.likeness + weights.reduce((sum, { weight }) => sum + weight, 0)));
      const score = sharedIdentifier === undefined ? weighed : 1;
      if (score < threshold) continue;
      matches.push({
        entryKey: candidate.entry.key,
        entryName: candidate.entry.names[0] ?? best.name,
        matchedName: best.name,
        score: Math.round(score * 1000) / 1000,
        reasons: [
          ...(sharedIdentifier === undefined ? [] : [`identifier matches (${maskedIdentifier(sharedIdentifier)})`]),
          `name ${percent(best.likeness)} alike ('${subject.name}' against '${best.name}')`,
          ...weights.map(({ reason }) => reason),
          ...(weights.some(({ reason }) => reason.includes('birth')) ? [] : ['no date of birth to compare']),
        ],
        programs: candidate.entry.programs,
      });
    }
    return matches.sort((a, b) => b.score - a.score);
  };

  return { size: entries.length, match };
};
