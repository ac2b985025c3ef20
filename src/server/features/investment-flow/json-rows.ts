// Rows a query returns as JSON (`to_jsonb`, `jsonb_agg`), so that one query can answer a row and its children. Each
// value goes through its column's own decoder, as when drizzle selects the column: the caller gets the same row type.
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

export type JsonRow = Record<string, unknown>;

/** Reads JSON objects keyed by column name (what `to_jsonb(table)` gives) as the table's select model. */
export const jsonRowReader = <T extends Table>(table: T): ((json: JsonRow) => InferSelectModel<T>) => {
  // The table's columns are fixed at start: read them once, not per row.
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, column }));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, column } of columns) {
      const value = json[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row as InferSelectModel<T>;
  };
};
