// The rows of a raw statement (`db.execute`), which the two drivers answer in two shapes: PGlite as `{ rows }`,
// postgres.js as the array of rows itself.
import type { SQL } from 'drizzle-orm';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import type { Db } from './database';

const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;

export const selectRows = async <Row>(db: Db, query: SQL): Promise<Row[]> => rowsOf<Row>(await db.execute(query));

/**
 * A raw statement of a hot call, built once with placeholders (`sql.placeholder(name)`) and prepared: each call fills
 * them, without building the SQL text again. drizzle runs `db.execute` unprepared, and postgres.js then asks PostgreSQL
 * to describe the statement's parameters before each run: a round trip and a socket write more per call
 * (docs/performance.md). Prepared, the description is kept per connection after the first run (postgres.js keys its
 * prepared statements by their text).
 */
export const preparedRows = <Row>(db: Db, query: SQL): ((params: Record<string, unknown>) => Promise<Row[]>) => {
  const { session, dialect } = db as unknown as { session: PgSession; dialect: PgDialect };
  const statement = session.prepareQuery(dialect.sqlToQuery(query), undefined, 'raw', false);
  return async (params) => rowsOf<Row>(await statement.execute(params));
};
