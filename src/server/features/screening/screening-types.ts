// What screening speaks in (docs/kyc.md): the people and entities of a subscription, the entries of a sanctions
// list, and the possible matches a provider finds, each with its score and the reasons for it. Whatever the provider
// (the built-in list matcher or an OpenSanctions/yente server), the rest of the portal sees these shapes alone.

/** Whom a subscription names: screened one by one. */
export type SubjectRole = 'investor' | 'jointSubscriber' | 'spouse' | 'entity' | 'beneficialOwner' | 'controlPerson';

export type ScreeningSubject = {
  role: SubjectRole;
  kind: 'person' | 'organization';
  name: string;
  /** ISO date (YYYY-MM-DD) when known. */
  birthDate?: string;
  /** ISO 3166-1 alpha-2 codes, lower case (residence, nationality, jurisdiction). */
  countries: readonly string[];
  /**
   * An entity's tax id, a person's passport number: normalised, compared with the entries' identifiers. Secrets like
   * every tax id: a reason names them by their last 4 characters only.
   */
  identifiers?: readonly string[];
};

/** One entry of a list as the built-in matcher holds it. */
export type ListEntry = {
  /** The list's own id of the entry (OpenSanctions' `id`, OFAC's `ent_num`). */
  key: string;
  kind: 'person' | 'organization' | 'other';
  /** The entry's names: its main name first, then its aliases. */
  names: readonly string[];
  /** As precise as the list gives them: YYYY, YYYY-MM or YYYY-MM-DD. */
  birthDates: readonly string[];
  countries: readonly string[];
  /** The programmes or sanctions the list names (kept for the back office, never shown to the investor). */
  programs: readonly string[];
  /** Registration, tax and passport numbers the list gives, normalised (identifiers.ts). */
  identifiers: readonly string[];
};

export type PossibleMatch = {
  entryKey: string;
  /** The entry's main name. */
  entryName: string;
  /** The entry's name (or alias) the subject's name is closest to. */
  matchedName: string;
  /** Between 0 and 1. */
  score: number;
  /** Why, in plain words, for the reviewer: the names compared, the dates and countries weighed. */
  reasons: string[];
  programs: readonly string[];
};

/** A subject screened: which list, which version, and what was found (nothing, when clear). */
export type ScreeningOutcome = {
  subject: ScreeningSubject;
  provider: string;
  list: string;
  listVersion: string;
  matches: PossibleMatch[];
};

/** One interface for every provider (docs/kyc.md 'Providers'). */
export type ScreeningProvider = {
  name: string;
  screen: (subjects: readonly ScreeningSubject[]) => Promise<ScreeningOutcome[]>;
};

/** A possible match at or above this score goes to the review queue (SCREENING_THRESHOLD). */
export const DEFAULT_SCREENING_THRESHOLD = 0.85;
