// The rows of a raw statement (`db.execute`), which the two drivers answer in two shapes: PGlite as `{ rows }`,
// postgres.js as the array of rows itself.
import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

export const selectRows = async <Row>(db: Db, query: SQL): Promise<Row[]> => {
  const result: unknown = await db.execute(query);
  return Array.isArray(result) ? (result as Row[]) : (result as { rows: Row[] }).rows;
};
