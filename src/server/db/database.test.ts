import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase, testBackends } from '../test/test-database';
import { type Database, openDatabase } from './database';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate';
import { users } from './schema/users';
import { selectRows } from './select-rows';

const migrationCount = (): number =>
  (JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries
    .length;

describe.each(testBackends())('the database on %s', (backend) => {
  it('applies each migration once when several processes start at the same time', async () => {
    const database = await openTestDatabase(backend, { isMigrated: false });
    const others: Database[] = database.url
      ? [await openDatabase({ url: database.url }), await openDatabase({ url: database.url })]
      : [];
    try {
      const handles = others.length > 0 ? [database, ...others] : [database, database, database];
      await Promise.all(handles.map(migrateDatabase));
      const applied = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.n).toBe(migrationCount());
      expect(await database.db.select().from(users)).toEqual([]);
    } finally {
      for (const other of others) await other.close();
      await database.close();
    }
  });

  it("starts each test file's database as a copy of the run's migrated one, every migration applied and no row", async () => {
    const database = await openTestDatabase(backend);
    const other = await openTestDatabase(backend);
    try {
      await database.db.insert(users).values({ email: 'only.here@example.com', passwordHash: 'x' });
      for (const copy of [database, other]) {
        const applied = await selectRows<{ n: number }>(
          copy.db,
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        expect(applied[0]?.n).toBe(migrationCount());
      }
      // A copy, not the same database: what one file writes, the next one never sees.
      expect(await other.db.select().from(users)).toEqual([]);
      // Migrating again finds nothing to apply.
      await migrateDatabase(other);
      expect(await other.db.select().from(users)).toEqual([]);
    } finally {
      await other.close();
      await database.close();
    }
  });

  it('refuses an e-mail that is not lower-case', async () => {
    const database = await openTestDatabase(backend);
    try {
      const insert = database.db.insert(users).values({ email: 'Upper@Example.com', passwordHash: 'x' });
      await expect(insert).rejects.toThrow();
    } finally {
      await database.close();
    }
  });
});
