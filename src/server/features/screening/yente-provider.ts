// An OpenSanctions yente server as a screening provider: every subject becomes one query of yente's /match endpoint,
// fifty to a request, and every result the server's matcher calls a match (or scores at the threshold) becomes a
// possible match, with the matcher's features as its reasons. The dataset's version, read from /catalog and kept for
// ten minutes, is the list version each outcome records. Errors name the status, never a subject or the key.

import { comparableIdentifiers } from './identifiers';
import {
  DEFAULT_SCREENING_THRESHOLD,
  type PossibleMatch,
  type ScreeningOutcome,
  type ScreeningProvider,
  type ScreeningSubject,
} from './screening-types';

export type YenteProviderOptions = {
  /** The server's base address, e.g. https://api.opensanctions.org or a server of one's own. */
  url: string;
  /** The dataset queried; 'default' holds every source OpenSanctions collects. */
  dataset?: string;
  /** Results the matcher does not call a match are still kept when they score at least this. */
  threshold?: number;
  /** Sent as `Authorization: ApiKey …` (the hosted API asks for one; a server of one's own may not). */
  apiKey?: string;
  fetch?: typeof fetch;
  /** How long one request may take, its answer's body included. */
  timeoutMs?: number;
};

/** The most queries sent in one request to /match. */
export const YENTE_BATCH_SIZE = 50;
const CATALOG_MAX_AGE_MS = 10 * 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;

type JsonRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is JsonRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isString = (value: unknown): value is string => typeof value === 'string';

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

const isTimeout = (error: unknown): boolean =>
  isRecord(error) && (error.name === 'TimeoutError' || error.name === 'AbortError');

/** The strings of one of an entity's properties (FollowTheMoney properties are lists; anything else is left out). */
const stringsOf = (properties: JsonRecord, key: string): string[] => {
  const values = properties[key];
  return Array.isArray(values) ? values.filter(isString) : [];
};

/** One result of a query, as far as screening reads it. */
type YenteResult = {
  id: string;
  caption: string;
  score: number;
  match: boolean;
  names: string[];
  programs: string[];
  features: [string, number][];
};

const readResult = (value: unknown): YenteResult | null => {
  if (!isRecord(value) || !isString(value.id) || !isFiniteNumber(value.score)) {
    return null;
  }
  const properties = isRecord(value.properties) ? value.properties : {};
  const names = [...stringsOf(properties, 'name'), ...stringsOf(properties, 'alias')];
  const program = stringsOf(properties, 'program');
  const features = isRecord(value.features)
    ? Object.entries(value.features).filter((entry): entry is [string, number] => isFiniteNumber(entry[1]))
    : [];
  return {
    id: value.id,
    caption: isString(value.caption) ? value.caption : (names[0] ?? value.id),
    score: value.score,
    match: value.match === true,
    names,
    programs: program.length > 0 ? program : stringsOf(properties, 'topics'),
    features,
  };
};

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The entry's name the subject's is closest to: one written the same (case aside), else its main name. */
const closestName = (subject: ScreeningSubject, result: YenteResult): string => {
  const wanted = subject.name.trim().toLowerCase();
  return result.names.find((name) => name.trim().toLowerCase() === wanted) ?? result.names[0] ?? result.caption;
};

const reasonsOf = (result: YenteResult): string[] => [
  ...[...result.features].sort((a, b) => b[1] - a[1]).map(([feature, value]) => `${feature}: ${round2(value)}`),
  `score ${round2(result.score)} from the provider's matcher`,
];

const toPossibleMatch = (subject: ScreeningSubject, result: YenteResult): PossibleMatch => ({
  entryKey: result.id,
  entryName: result.caption,
  matchedName: closestName(subject, result),
  score: result.score,
  reasons: reasonsOf(result),
  programs: result.programs,
});

/**
 * One subject as a yente query: its name, its birth date when known, its countries when it has any, and its
 * identifiers (FollowTheMoney's `passportNumber` of a Person, `taxNumber` of an Organization) when it has any.
 */
const queryOf = (subject: ScreeningSubject): JsonRecord => {
  const isPerson = subject.kind === 'person';
  const properties: Record<string, string[]> = { name: [subject.name] };
  if (isPerson && subject.birthDate) {
    properties.birthDate = [subject.birthDate];
  }
  const countries = [...new Set(subject.countries)];
  if (countries.length > 0) {
    properties[isPerson ? 'nationality' : 'country'] = countries;
  }
  const identifiers = comparableIdentifiers(subject.identifiers ?? []);
  if (identifiers.length > 0) {
    properties[isPerson ? 'passportNumber' : 'taxNumber'] = identifiers;
  }
  return { schema: isPerson ? 'Person' : 'Organization', properties };
};

const queryKey = (index: number): string => `q${index}`;

const inBatches = <T>(items: readonly T[], size: number): T[][] => {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
};

/** The version of `dataset` in a /catalog answer. */
const catalogVersion = (answer: unknown, dataset: string): string => {
  const datasets = isRecord(answer) && Array.isArray(answer.datasets) ? answer.datasets : null;
  if (!datasets) {
    throw new Error('The screening service answered a catalog without datasets');
  }
  const found = datasets.find((entry) => isRecord(entry) && entry.name === dataset);
  if (!isRecord(found) || !isString(found.version) || found.version === '') {
    throw new Error(`The screening service's catalog gives no version of the dataset '${dataset}'`);
  }
  return found.version;
};

/** The results of each query of a /match answer, in the order the queries were sent. */
const matchResults = (answer: unknown, count: number): YenteResult[][] => {
  const responses = isRecord(answer) && isRecord(answer.responses) ? answer.responses : null;
  if (!responses) {
    throw new Error('The screening service answered without responses');
  }
  return Array.from({ length: count }, (_, index) => {
    const response = responses[queryKey(index)];
    if (!isRecord(response)) {
      throw new Error('The screening service left a query out of its answer');
    }
    if (isFiniteNumber(response.status) && response.status !== 200) {
      throw new Error(`The screening service answered ${response.status} to a query`);
    }
    if (!Array.isArray(response.results)) {
      throw new Error('The screening service answered a query without results');
    }
    return response.results.map((value) => {
      const result = readResult(value);
      if (!result) {
        throw new Error('The screening service answered a result without an id or a score');
      }
      return result;
    });
  });
};

export const createYenteProvider = (options: YenteProviderOptions): ScreeningProvider => {
  const base = options.url.replace(/\/+$/, '');
  const dataset = options.dataset ?? 'default';
  const threshold = options.threshold ?? DEFAULT_SCREENING_THRESHOLD;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const send = options.fetch ?? globalThis.fetch;
  const list = `opensanctions:${dataset}`;

  /** One request, its answer parsed; failures in words that carry neither the request's body nor its headers. */
  const call = async (path: string, init: { method: 'GET' } | { method: 'POST'; body: string }): Promise<unknown> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if ('body' in init) {
      headers['content-type'] = 'application/json';
    }
    if (options.apiKey) {
      headers.authorization = `ApiKey ${options.apiKey}`;
    }
    let response: Response;
    try {
      response = await send(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw isTimeout(error)
        ? new Error(`The screening service did not answer within ${timeoutMs} ms`)
        : new Error('The screening service could not be reached');
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`The screening service answered ${response.status}`);
    }
    try {
      return await response.json();
    } catch (error) {
      throw isTimeout(error)
        ? new Error(`The screening service did not answer within ${timeoutMs} ms`)
        : new Error(`The screening service answered ${response.status} with something other than JSON`);
    }
  };

  let catalog: { version: string; readAt: number } | null = null;
  let reading: Promise<string> | null = null;

  /** The dataset's version: read once, then again when ten minutes old; screenings at once share one read. */
  const listVersion = (): Promise<string> => {
    if (catalog && Date.now() - catalog.readAt < CATALOG_MAX_AGE_MS) {
      return Promise.resolve(catalog.version);
    }
    reading ??= call('/catalog', { method: 'GET' })
      .then((answer) => {
        const version = catalogVersion(answer, dataset);
        catalog = { version, readAt: Date.now() };
        return version;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  const matchPath = `/match/${encodeURIComponent(dataset)}?${new URLSearchParams({ threshold: String(threshold) })}`;

  const screenBatch = async (subjects: readonly ScreeningSubject[]): Promise<PossibleMatch[][]> => {
    const queries = Object.fromEntries(subjects.map((subject, index) => [queryKey(index), queryOf(subject)]));
    const answer = await call(matchPath, { method: 'POST', body: JSON.stringify({ queries }) });
    return matchResults(answer, subjects.length).map((results, index) => {
      const subject = subjects[index]!;
      return results
        .filter((result) => result.match || result.score >= threshold)
        .map((result) => toPossibleMatch(subject, result));
    });
  };

  const screen = async (subjects: readonly ScreeningSubject[]): Promise<ScreeningOutcome[]> => {
    if (subjects.length === 0) {
      return [];
    }
    const version = await listVersion();
    const outcomes: ScreeningOutcome[] = [];
    // One request after the other: a long subscription should not flood the server.
    for (const batch of inBatches(subjects, YENTE_BATCH_SIZE)) {
      const matches = await screenBatch(batch);
      batch.forEach((subject, index) => {
        outcomes.push({ subject, provider: 'yente', list, listVersion: version, matches: matches[index] ?? [] });
      });
    }
    return outcomes;
  };

  return { name: 'yente', screen };
};
