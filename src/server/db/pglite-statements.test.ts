// PGlite's statements parsed once (pglite-statements.ts): the same answers as PGlite's own query, each text kept as
// one named statement, errors as PGlite gives them with the session still usable, and a statement whose table changed
// prepared again.
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PgliteQueryClient, withNamedStatements } from './pglite-statements';

describe('PGlite statements parsed once', () => {
  let pglite: PGlite;
  let client: PgliteQueryClient;

  const prepared = async (): Promise<string[]> =>
    (
      await pglite.query<{ statement: string }>('select statement from pg_prepared_statements order by statement')
    ).rows.map((row) => row.statement);

  beforeAll(async () => {
    pglite = new PGlite();
  });
  afterAll(async () => {
    await pglite.close();
  });
  // One database for the file (PGlite takes seconds to start): each test its own table and no statement yet.
  beforeEach(async () => {
    await pglite.exec(`deallocate all; drop table if exists notes;
      create table notes (id int primary key, body text not null, data jsonb, at timestamptz)`);
    client = withNamedStatements(pglite, { maxStatements: 3 });
  });

  it('answers as PGlite does, values of every kind included, from one named statement per text', async () => {
    const insert = 'insert into notes (id, body, data, at) values ($1, $2, $3, $4)';
    const at = new Date('2026-11-27T12:34:56.789Z');
    await client.query(insert, [1, 'first', { amount: 25_000, tags: ['a'] }, at]);
    await client.query(insert, [2, "it's second", null, null]);
    const select = 'select id, body, data, at from notes where id = any($1::int[]) order by id';
    const ours = await client.query(select, [[1, 2]]);
    const theirs = await pglite.query(select, [[1, 2]]);
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows).toEqual([
      { id: 1, body: 'first', data: { amount: 25_000, tags: ['a'] }, at },
      { id: 2, body: "it's second", data: null, at: null },
    ]);
    expect(ours.fields.map((field) => field.name)).toEqual(['id', 'body', 'data', 'at']);
    expect(await prepared()).toEqual([insert, select]);
  });

  it('keeps the options drizzle passes (rows as arrays, its own parsers)', async () => {
    await client.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
    const options = { rowMode: 'array' as const, parsers: { 25: (value: string) => value.toUpperCase() } };
    const rows = (await client.query('select id, body from notes', [], options)).rows;
    expect(rows).toEqual([[1, 'FIRST']]);
  });

  it('throws PGlite’s error with its code, the statement beside it, and runs the next query', async () => {
    const insert = 'insert into notes (id, body) values ($1, $2)';
    await client.query(insert, [1, 'first']);
    const error = await client.query(insert, [1, 'again']).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', query: insert });
    await expect(client.query('select count(*)::int as n from notes')).resolves.toMatchObject({ rows: [{ n: 1 }] });
    const syntax = await client.query('select from where', []).catch((caught: unknown) => caught);
    expect(syntax).toMatchObject({ code: '42601' });
    expect(await prepared()).not.toContain('select from where');
  });

  it('closes the statement used longest ago beyond its limit', async () => {
    for (const n of [1, 2, 3]) await client.query(`select ${n} as n`);
    await client.query('select 1 as n');
    await client.query('select 4 as n');
    expect(await prepared()).toEqual(['select 1 as n', 'select 3 as n', 'select 4 as n']);
  });

  it('prepares a statement again when its table changed under it', async () => {
    await client.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
    const select = 'select * from notes';
    expect((await client.query(select)).rows).toEqual([{ id: 1, body: 'first', data: null, at: null }]);
    await pglite.exec('alter table notes add column extra text');
    expect((await client.query(select)).rows).toEqual([{ id: 1, body: 'first', data: null, at: null, extra: null }]);
  });

  it('leaves transactions to PGlite, which roll back as a whole', async () => {
    const failed = client.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values ($1, $2)', [1, 'first']);
      await tx.query('insert into notes (id, body) values ($1, $2)', [1, 'duplicate']);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 0 }]);
  });
});
