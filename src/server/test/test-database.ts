// Test databases: an in-memory PGlite always, and a throw-away PostgreSQL database per test file when
// TEST_DATABASE_URL is set (never relying on what the server already holds). Both start as copies of a database the
// run migrated once (migrated-templates.ts), or are migrated here when there is none.
import { readFileSync } from 'node:fs';
import { type Database, openDatabase } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import {
  adminQuery,
  PGLITE_SNAPSHOT_ENV,
  POSTGRES_TEMPLATE_ENV,
  throwAwayName,
  withDatabaseName,
} from './migrated-templates';

export type Backend = 'pglite' | 'postgres';

/** The backends this run covers. */
export const testBackends = (): Backend[] => (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

export type TestDatabase = Database & {
  /** Connection string of the throw-away PostgreSQL database; undefined on PGlite. */
  url?: string;
};

/** The migrated PGlite snapshot, read once per worker. */
let snapshot: Blob | undefined;
const pgliteSnapshot = (): Blob | undefined => {
  const path = process.env[PGLITE_SNAPSHOT_ENV];
  if (!path) return undefined;
  snapshot ??= new Blob([readFileSync(path)]);
  return snapshot;
};

const openPgliteDatabase = async (isMigrated: boolean): Promise<TestDatabase> => {
  const migrated = isMigrated ? pgliteSnapshot() : undefined;
  if (migrated) return openDatabase({ snapshot: migrated });
  const database = await openDatabase({});
  if (isMigrated) await migrateDatabase(database);
  return database;
};

/** An empty database, migrated unless told otherwise; `close` drops it again on PostgreSQL. */
export const openTestDatabase = async (
  backend: Backend,
  { isMigrated = true, adminUrl = process.env.TEST_DATABASE_URL } = {},
): Promise<TestDatabase> => {
  if (backend === 'pglite') return openPgliteDatabase(isMigrated);
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = throwAwayName('portal_t');
  // The run's migrated template only serves the server it was made on.
  const template = isMigrated && adminUrl === process.env.TEST_DATABASE_URL && process.env[POSTGRES_TEMPLATE_ENV];
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  // Dropping the database ends its connections; that is expected here.
  const url = withDatabaseName(adminUrl, name);
  const database = await openDatabase({ url, poolSize: 5 });
  if (isMigrated && !template) await migrateDatabase(database);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};
