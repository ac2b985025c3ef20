// The yente provider against a real HTTP stub of a yente server (node:http on 127.0.0.1) that answers /catalog and
// /match/:dataset in the documented shapes, reads the queries it is sent and records every request, so that what the
// provider asks and how it reads the answers are both checked.
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreeningSubject } from './screening-types';
import { createYenteProvider } from './yente-provider';

type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: unknown;
};

type StubQuery = { schema: string; properties: Record<string, string[]> };

const IVAN_RESULTS = [
  {
    id: 'NK-ivan-petrov',
    caption: 'PETROV, Ivan Sergeyevich',
    schema: 'Person',
    properties: {
      name: ['PETROV, Ivan Sergeyevich'],
      alias: ['Иван Петров', 'IVAN PETROV'],
      birthDate: ['1970-03-02'],
      country: ['ru'],
      program: ['EU-UKR', 'OFAC-RUSSIA'],
      topics: ['sanction'],
    },
    datasets: ['eu_fsf', 'us_ofac_sdn'],
    score: 0.9345,
    features: { person_name_jaro_winkler: 0.9345, person_name_phonetic_match: 1, country_mismatch: 0 },
    match: true,
  },
  {
    id: 'NK-ivana-petrova',
    caption: 'Ivana Petrova',
    schema: 'Person',
    properties: { name: ['Ivana Petrova'], topics: ['role.pep'] },
    datasets: ['ru_rupep'],
    score: 0.88,
    features: { person_name_jaro_winkler: 0.88 },
    match: false,
  },
  {
    id: 'NK-ivan-petrovsky',
    caption: 'Ivan Petrovsky',
    schema: 'Person',
    properties: { name: ['Ivan Petrovsky'], program: ['UK-RUS'] },
    datasets: ['gb_hmt_sanctions'],
    score: 0.61,
    features: { person_name_jaro_winkler: 0.61 },
    match: false,
  },
];

const VERSIONS = { default: '20250301120000-abc', sanctions: '20250301110000-xyz' };

/** What the stub does: answer, fail every /match with a status, or never answer the subjects named. */
const stub = {
  requests: [] as RecordedRequest[],
  matchStatus: 200,
  catalogVersion: VERSIONS.default,
};

const matchAnswer = (queries: Record<string, StubQuery>) => {
  const responses: Record<string, unknown> = {};
  for (const [key, query] of Object.entries(queries)) {
    const name = query.properties.name?.[0];
    if (name === 'Lost Query') {
      continue;
    }
    const results = name === 'Ivan Petrov' && query.schema === 'Person' ? IVAN_RESULTS : [];
    responses[key] = {
      status: 200,
      results,
      total: { value: results.length, relation: 'eq' },
      query: { schema: query.schema, properties: query.properties },
    };
  }
  return { responses, matcher: { name: 'logic-v1' }, limit: 5 };
};

let server: Server;
let url: string;

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const text = await readBody(request);
    const address = new URL(request.url ?? '/', 'http://stub');
    const body: unknown = text === '' ? null : JSON.parse(text);
    stub.requests.push({
      method: request.method ?? '',
      path: address.pathname,
      query: address.searchParams,
      headers: request.headers,
      body,
    });
    const json = (status: number, value: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
    if (request.method === 'GET' && address.pathname === '/catalog') {
      json(200, {
        datasets: [
          { name: 'sanctions', title: 'Consolidated Sanctions', version: VERSIONS.sanctions, load: true },
          { name: 'default', title: 'OpenSanctions Default', version: stub.catalogVersion, load: true },
        ],
        current: ['sanctions', 'default'],
        outdated: [],
        index_stale: false,
      });
      return;
    }
    const match = /^\/match\/([^/]+)$/.exec(address.pathname);
    if (request.method === 'POST' && match) {
      const queries = (body as { queries: Record<string, StubQuery> }).queries;
      if (Object.values(queries).some((query) => query.properties.name?.[0] === 'Slow Sloth')) {
        return; // never answers
      }
      if (stub.matchStatus !== 200) {
        // A server that echoes what it was sent in its error: the provider must not pass it on.
        json(stub.matchStatus, { detail: `Cannot match ${text}`, headers: request.headers });
        return;
      }
      json(200, matchAnswer(queries));
      return;
    }
    json(404, { detail: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    }),
);

beforeEach(() => {
  stub.requests.length = 0;
  stub.matchStatus = 200;
  stub.catalogVersion = VERSIONS.default;
});

afterEach(() => {
  vi.useRealTimers();
});

const person = (name: string, more: Partial<ScreeningSubject> = {}): ScreeningSubject => ({
  role: 'investor',
  kind: 'person',
  name,
  countries: [],
  ...more,
});

const organization = (name: string, countries: string[]): ScreeningSubject => ({
  role: 'entity',
  kind: 'organization',
  name,
  countries,
});

const matchRequests = () => stub.requests.filter((request) => request.path.startsWith('/match/'));
const catalogRequests = () => stub.requests.filter((request) => request.path === '/catalog');
const queriesOf = (request: RecordedRequest | undefined): Record<string, StubQuery> => {
  const body = request?.body as { queries?: Record<string, StubQuery> } | null | undefined;
  if (!body?.queries) {
    throw new Error('Not a request to /match');
  }
  return body.queries;
};

describe('the yente screening provider', () => {
  it('reports what the matcher matched, with its score, features, programmes and the list version', async () => {
    const provider = createYenteProvider({ url });
    const ivan = person('Ivan Petrov', { birthDate: '1970-03-02', countries: ['ru'] });
    const [outcome] = await provider.screen([ivan]);
    expect(provider.name).toBe('yente');
    expect(outcome).toMatchObject({
      subject: ivan,
      provider: 'yente',
      list: 'opensanctions:default',
      listVersion: VERSIONS.default,
    });
    // The match, and the one scoring above the threshold the matcher did not call a match; not the one below.
    expect(outcome?.matches).toEqual([
      {
        entryKey: 'NK-ivan-petrov',
        entryName: 'PETROV, Ivan Sergeyevich',
        matchedName: 'IVAN PETROV',
        score: 0.9345,
        programs: ['EU-UKR', 'OFAC-RUSSIA'],
        reasons: [
          'person_name_phonetic_match: 1',
          'person_name_jaro_winkler: 0.93',
          'country_mismatch: 0',
          "score 0.93 from the provider's matcher",
        ],
      },
      {
        entryKey: 'NK-ivana-petrova',
        entryName: 'Ivana Petrova',
        matchedName: 'Ivana Petrova',
        score: 0.88,
        programs: ['role.pep'],
        reasons: ['person_name_jaro_winkler: 0.88', "score 0.88 from the provider's matcher"],
      },
    ]);
  });

  it('finds nothing for a clear subject, yet says which list and version it looked in', async () => {
    const outcomes = await createYenteProvider({ url }).screen([person('Jane Clear')]);
    expect(outcomes).toEqual([
      {
        subject: person('Jane Clear'),
        provider: 'yente',
        list: 'opensanctions:default',
        listVersion: VERSIONS.default,
        matches: [],
      },
    ]);
  });

  it('sends one query per subject in the documented shape, with the threshold and the API key', async () => {
    const provider = createYenteProvider({ url, apiKey: 'key-s3cr3t', threshold: 0.7 });
    await provider.screen([
      person('Ivan Petrov', { birthDate: '1970-03-02', countries: ['ru', 'by'] }),
      person('Jane Clear', { identifiers: ['gb 123 4567'] }),
      { ...organization('Acme Holdings', ['cy']), identifiers: ['98-7654321'] },
      organization('Blank Ltd', []),
    ]);
    const [request] = matchRequests();
    expect(matchRequests()).toHaveLength(1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/match/default');
    expect(request?.query.get('threshold')).toBe('0.7');
    expect(request?.headers.authorization).toBe('ApiKey key-s3cr3t');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(catalogRequests()[0]?.headers.authorization).toBe('ApiKey key-s3cr3t');
    expect(queriesOf(request)).toEqual({
      q0: {
        schema: 'Person',
        properties: { name: ['Ivan Petrov'], birthDate: ['1970-03-02'], nationality: ['ru', 'by'] },
      },
      q1: { schema: 'Person', properties: { name: ['Jane Clear'], passportNumber: ['GB1234567'] } },
      q2: {
        schema: 'Organization',
        properties: { name: ['Acme Holdings'], country: ['cy'], taxNumber: ['987654321'] },
      },
      q3: { schema: 'Organization', properties: { name: ['Blank Ltd'] } },
    });
  });

  it('sends no key when given none, queries the dataset asked for and uses the default threshold', async () => {
    const [outcome] = await createYenteProvider({ url, dataset: 'sanctions' }).screen([person('Jane Clear')]);
    const [request] = matchRequests();
    expect(request?.path).toBe('/match/sanctions');
    expect(request?.query.get('threshold')).toBe('0.85');
    expect(request?.headers.authorization).toBeUndefined();
    expect(outcome).toMatchObject({ list: 'opensanctions:sanctions', listVersion: VERSIONS.sanctions });
  });

  it('keeps a result the matcher did not call a match only when it scores at the threshold', async () => {
    const [strict] = await createYenteProvider({ url, threshold: 0.9 }).screen([person('Ivan Petrov')]);
    expect(strict?.matches.map((match) => match.entryKey)).toEqual(['NK-ivan-petrov']);
    const [loose] = await createYenteProvider({ url, threshold: 0.6 }).screen([person('Ivan Petrov')]);
    expect(loose?.matches.map((match) => match.entryKey)).toEqual([
      'NK-ivan-petrov',
      'NK-ivana-petrova',
      'NK-ivan-petrovsky',
    ]);
  });

  it('sends 120 subjects as three requests of at most 50 and answers each in its place', async () => {
    const subjects = Array.from({ length: 120 }, (_, index) =>
      index === 75 ? person('Ivan Petrov') : person(`Clear Person ${index}`),
    );
    const outcomes = await createYenteProvider({ url }).screen(subjects);
    expect(matchRequests().map((request) => Object.keys(queriesOf(request)).length)).toEqual([50, 50, 20]);
    expect(queriesOf(matchRequests()[2]).q19?.properties.name).toEqual(['Clear Person 119']);
    expect(outcomes.map((outcome) => outcome.subject)).toEqual(subjects);
    expect(outcomes.flatMap((outcome, index) => (outcome.matches.length > 0 ? [index] : []))).toEqual([75]);
  });

  it('reads the catalog once for two screenings, and again once it is ten minutes old', async () => {
    const provider = createYenteProvider({ url });
    await provider.screen([person('Jane Clear')]);
    const [second] = await provider.screen([person('John Clear')]);
    expect(catalogRequests()).toHaveLength(1);
    expect(second?.listVersion).toBe(VERSIONS.default);

    stub.catalogVersion = '20250301130000-new';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const [later] = await provider.screen([person('Jane Clear')]);
    expect(catalogRequests()).toHaveLength(2);
    expect(later?.listVersion).toBe('20250301130000-new');
  });

  it('rejects on a 503 with the status, never the subject’s name nor the API key', async () => {
    stub.matchStatus = 503;
    const failure = createYenteProvider({ url, apiKey: 'key-s3cr3t' })
      .screen([person('Ivan Petrov')])
      .catch((error: unknown) => error);
    const error = await failure;
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain('503');
    expect(message).not.toContain('Ivan Petrov');
    expect(message).not.toContain('key-s3cr3t');
    expect(matchRequests()).toHaveLength(1);
  });

  it('rejects when the answer leaves a query out', async () => {
    await expect(createYenteProvider({ url }).screen([person('Jane Clear'), person('Lost Query')])).rejects.toThrow(
      /left a query out/,
    );
  });

  it('gives up after timeoutMs on a server that never answers', async () => {
    const started = performance.now();
    const failure = createYenteProvider({ url, timeoutMs: 200 })
      .screen([person('Slow Sloth')])
      .catch((error: unknown) => error);
    const error = await failure;
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/did not answer within 200 ms/);
    expect((error as Error).message).not.toContain('Slow Sloth');
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(3_000);
  }, 5_000);

  it('rejects when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(
      createYenteProvider({ url: `http://127.0.0.1:${port}`, timeoutMs: 2_000 }).screen([person('Jane Clear')]),
    ).rejects.toThrow('The screening service could not be reached');
  });

  it('asks nothing of the server for no subjects', async () => {
    await expect(createYenteProvider({ url }).screen([])).resolves.toEqual([]);
    expect(stub.requests).toHaveLength(0);
  });
});
