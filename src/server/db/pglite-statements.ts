// PGlite's `query` parses, analyses and plans its text anew on every call (an unnamed statement: Parse, Describe,
// Bind, Describe, Execute, Sync, each a call into the database). The portal's statements are few and their texts
// fixed (every value is a parameter), so here each text becomes a named statement the first time it runs, and later
// runs send Bind, Describe, Execute and Sync in one call; after five runs PostgreSQL keeps a generic plan too. The
// session and portfolio read of a flow call went from 3.4 to 1.2 ms this way (docs/performance.md, 'PGlite').
// At most MAX_STATEMENTS texts are kept; the one used longest ago is closed. Transactions keep PGlite's own path.
import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/** More than the portal's distinct statements; a text built with a varying number of values may come and go. */
const MAX_STATEMENTS = 500;

export type NamedStatementsOptions = { maxStatements?: number };

/** 'cached plan must not change result type': a table the statement reads was altered (a migration) since. */
const STALE_STATEMENT = '0A000';

type Statement = { name: string; paramTypes: number[] };

/** What drizzle's PGlite driver asks of its client. */
export type PgliteQueryClient = Pick<PGlite, 'query' | 'transaction'>;

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

export const withNamedStatements = (
  client: PGlite,
  { maxStatements = MAX_STATEMENTS }: NamedStatementsOptions = {},
): PgliteQueryClient => {
  const { serialize } = protocol;
  /** By text, in the order of last use (a Map keeps insertion order). */
  const statements = new Map<string, Statement>();
  let counter = 0;

  /** One round of messages; Sync ends it, so an error leaves the session ready for the next. */
  const send = async (parts: Uint8Array[]) =>
    (await client.execProtocol(Buffer.concat(parts), { syncToFs: false })).messages;

  const close = async (statement: Statement): Promise<void> => {
    await send([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]);
  };

  const statementFor = async (text: string, options?: QueryOptions): Promise<Statement> => {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    counter += 1;
    const name = `portal_${counter}`;
    const described = await send([
      serialize.parse({ name, text, types: options?.paramTypes }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    if (statements.size > maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await close(oldest);
    }
    return statement;
  };

  /** As PGlite serialises a parameter: by the type the statement gives it, else as text. */
  const valuesFor = (statement: Statement, params: unknown[], options?: QueryOptions) =>
    params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });

  const run = async <T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const statement = await statementFor(text, options);
    try {
      const messages = await send([
        serialize.bind({ statement: statement.name, values: valuesFor(statement, params, options) }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      const [results] = parse.parseResults(messages, client.parsers, options);
      if (!results) throw new Error('PGlite answered no result');
      return results as Results<T>;
    } catch (error) {
      if (codeOf(error) !== STALE_STATEMENT) throw error;
      statements.delete(text);
      await close(statement);
      return run(text, params, options);
    }
  };

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    // COPY's files go through PGlite's own path.
    if (options?.blob) return client.query<T>(text, params, options);
    await client._checkReady();
    // As PGlite's own query: after any transaction in progress, one statement at a time, written through at the end.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          // The statement and its values beside the error, as PGlite adds them (the log drops the values).
          if (typeof error === 'object' && error !== null) Object.assign(error, { query: text, params });
          throw error;
        } finally {
          await client.syncToFs();
        }
      }),
    );
  };

  return { query, transaction: (callback) => client.transaction(callback) };
};
