// Test databases: an in-memory PGlite always, and a throw-away PostgreSQL database per test file when
// TEST_DATABASE_URL is set (never relying on what the server already holds).
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openDatabase } from '../db/database';
import { migrateDatabase } from '../db/migrate';

export type Backend = 'pglite' | 'postgres';

/** The backends this run covers. */
export const testBackends = (): Backend[] => (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

const withDatabaseName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const adminQuery = async (url: string, sql: string): Promise<void> => {
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await client.unsafe(sql);
  } finally {
    await client.end();
  }
};

export type TestDatabase = Database & {
  /** Connection string of the throw-away PostgreSQL database; undefined on PGlite. */
  url?: string;
};

/** An empty database, migrated unless told otherwise; `close` drops it again on PostgreSQL. */
export const openTestDatabase = async (
  backend: Backend,
  { isMigrated = true, adminUrl = process.env.TEST_DATABASE_URL } = {},
): Promise<TestDatabase> => {
  if (backend === 'pglite') {
    const database = await openDatabase({});
    if (isMigrated) await migrateDatabase(database);
    return database;
  }
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  // Dropping the database ends its connections; that is expected here.
  const url = withDatabaseName(adminUrl, name);
  const database = await openDatabase({ url, poolSize: 5 });
  if (isMigrated) await migrateDatabase(database);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};
