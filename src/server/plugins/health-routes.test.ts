// Liveness and readiness for a load balancer (docs/operations.md 'Health checks'): no session, no secrets, and
// readiness refuses a database that lacks a migration of this version, and a process that is draining.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { createSmtpMailer } from '../mail/mailer';
import { generateDataKey } from '../security/data-key';
import { getJson, startTestApp, stopTestApp, testBackends, useTestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { NOT_READY } from './health-routes';

/** The committed migrations but the last one: what a database migrated by the previous version holds. */
const previousVersionMigrations = (): { folder: string; remove: () => void } => {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
};

describe.each(testBackends())('health checks on %s', (backend) => {
  const t = useTestApp(backend);

  it('answers /livez and /readyz without a session, with nothing but a status', async () => {
    const live = await getJson(t().app, '/livez');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await getJson(t().app, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready on a database that lacks a migration of this version', async () => {
    const database = await openTestDatabase(backend, { isMigrated: false });
    const previous = previousVersionMigrations();
    const app = await buildApp({
      db: database.db,
      mailer: createSmtpMailer('smtp://127.0.0.1:1'),
      dataKey: generateDataKey(),
      logLevel: 'silent',
    });
    try {
      await database.migrate(previous.folder);
      const notReady = await getJson(app, '/readyz');
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ status: 'unavailable', message: NOT_READY.migrationsPending });
      expect((await getJson(app, '/livez')).statusCode).toBe(200);
      await database.migrate(MIGRATIONS_FOLDER);
      expect((await getJson(app, '/readyz')).statusCode).toBe(200);
    } finally {
      previous.remove();
      await app.close();
      await database.close();
    }
  });

  it('is not ready on a database never migrated', async () => {
    const database = await openTestDatabase(backend, { isMigrated: false });
    const app = await buildApp({
      db: database.db,
      mailer: createSmtpMailer('smtp://127.0.0.1:1'),
      dataKey: generateDataKey(),
      logLevel: 'silent',
    });
    try {
      const notReady = await getJson(app, '/readyz');
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ status: 'unavailable', message: NOT_READY.noDatabase });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('is not ready once draining, while it is still live', async () => {
    const own = await startTestApp(backend);
    try {
      expect((await getJson(own.app, '/readyz')).statusCode).toBe(200);
      own.app.startDrain();
      const draining = await getJson(own.app, '/readyz');
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining', message: NOT_READY.draining });
      expect((await getJson(own.app, '/livez')).statusCode).toBe(200);
    } finally {
      await stopTestApp(own);
    }
  });
});
