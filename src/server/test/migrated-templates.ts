// Every API test file starts from an empty, migrated database. Migrating is the same work each time, and PGlite's
// own start (initdb, inside WebAssembly) costs about three seconds more: so the run migrates once, before any file,
// and each file starts from a copy (docs/testing.md 'Databases').
// - PGlite: a dump of the migrated data directory (`dumpDataDir`), which a new instance loads instead of running initdb;
// - PostgreSQL: a migrated template database, copied by `CREATE DATABASE … TEMPLATE`.
// The copies are found through the environment, which the test workers inherit; without it (a benchmark, a file run
// outside the API project) a database is migrated as before.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import { openDatabase } from '../db/database';
import { migrateDatabase } from '../db/migrate';

export const PGLITE_SNAPSHOT_ENV = 'PORTAL_TEST_PGLITE_SNAPSHOT';
export const POSTGRES_TEMPLATE_ENV = 'PORTAL_TEST_POSTGRES_TEMPLATE';

export const withDatabaseName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export const adminQuery = async (url: string, sql: string): Promise<void> => {
  const client = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    await client.unsafe(sql);
  } finally {
    await client.end();
  }
};

/** A throw-away database name: the run's own, never one the server already held. */
export const throwAwayName = (prefix: string): string => `${prefix}_${randomBytes(6).toString('hex')}`;

const makePgliteSnapshot = async (folder: string): Promise<string> => {
  const dataDir = join(folder, 'pglite');
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  // The migrated folder, dumped as PGlite loads it (with the extension the migrations created).
  const migrated = new PGlite(dataDir, { extensions: { pg_trgm } });
  try {
    await migrated.waitReady;
    const path = join(folder, 'migrated-pglite.tar');
    writeFileSync(path, Buffer.from(await (await migrated.dumpDataDir('none')).arrayBuffer()));
    return path;
  } finally {
    await migrated.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

const makePostgresTemplate = async (adminUrl: string): Promise<string> => {
  const name = throwAwayName('portal_template');
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: withDatabaseName(adminUrl, name), poolSize: 1 });
  try {
    await migrateDatabase(database);
  } finally {
    // A template copies only while nobody is connected to it.
    await database.close();
  }
  return name;
};

/** Migrates once for the whole run and names the copies in the environment; answers the clean-up. */
export const prepareMigratedTemplates = async (
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<() => Promise<void>> => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-test-templates-'));
  const [snapshot, template] = await Promise.all([
    makePgliteSnapshot(folder),
    adminUrl ? makePostgresTemplate(adminUrl) : undefined,
  ]);
  process.env[PGLITE_SNAPSHOT_ENV] = snapshot;
  if (template) process.env[POSTGRES_TEMPLATE_ENV] = template;
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (adminUrl && template) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
};
