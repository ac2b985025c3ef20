// The system under test: the API (real server, fresh PGlite database in a temporary folder, demo data seeded), which
// serves the built web app and draws its pages on the server as in production; for the outage specs, the built app
// served apart by `vite preview`, which forwards /api to that API.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort } from './free-port';
import { type Started, startProcess, waitForHttp } from './processes';

export const REPO_ROOT = resolve(import.meta.dirname, '../..');
const bin = (name: string): string => join(REPO_ROOT, 'node_modules', '.bin', name);

export type Api = {
  url: string;
  port: number;
  dataDir: string;
  /** Stops the process and keeps its database, so that it can start again (an outage). */
  halt: () => Promise<void>;
  stop: () => Promise<void>;
  output: () => string;
};
export type Stack = { baseUrl: string; api: Api; stop: () => Promise<void> };

/** Where the run's seeded data folder lies (global-setup.ts); the test workers inherit it. */
const SEEDED_DATA_ENV = 'PORTAL_E2E_SEEDED_DATA';

const runToEnd = async (command: string, args: string[], env: Record<string, string>): Promise<void> => {
  const started = startProcess(command, args, env);
  const code = await new Promise<number | null>((done) => started.child.once('exit', done));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${started.output()}`);
};

/**
 * A data folder migrated and seeded with the demo data once per run (the keys the server makes on its first start
 * included): every API started afresh copies it instead of migrating and seeding its own, about seven seconds each.
 * Answers the clean-up.
 */
export const seedDataOnce = async (): Promise<() => void> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-seeded-'));
  await runToEnd(bin('tsx'), [join(REPO_ROOT, 'src/server/db/seed/seed-cli.ts')], {
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  });
  process.env[SEEDED_DATA_ENV] = dataDir;
  return () => rmSync(dataDir, { recursive: true, force: true });
};

/** A new data folder: a copy of the run's seeded one, or empty (the server then migrates and seeds it). */
const newDataDir = (): string => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const seeded = process.env[SEEDED_DATA_ENV];
  if (seeded) cpSync(seeded, dataDir, { recursive: true });
  return dataDir;
};

export const startApi = async ({
  port,
  dataDir: existing,
  webRoot,
  host = '127.0.0.1',
  env = {},
}: {
  port?: number;
  /** More settings for the server (SESSION_IDLE_MINUTES, …). */
  env?: Record<string, string>;
  dataDir?: string;
  /** The name the pages are opened by: `localhost` for passkeys, which a bare address cannot hold. */
  host?: string;
  /** Another build than dist/web to serve (the web benchmark builds its own). */
  webRoot?: string;
} = {}): Promise<Api> => {
  const apiPort = port ?? (await freePort());
  const dataDir = existing ?? newDataDir();
  const started = startProcess(bin('tsx'), [join(REPO_ROOT, 'src/server/server.ts')], {
    PORT: String(apiPort),
    HOST: host,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    // The specs seed investors through the API as the many different people they stand for, each from its own
    // address (X-Forwarded-For), so the per-address sign-up limit meant for one abuser does not stop the run.
    TRUST_PROXY: 'true',
    PUBLIC_URL: `http://${host}:${apiPort}`,
    // The webhook spec's receiver listens on this machine: the operator's list allows it (docs/operations.md).
    WEBHOOK_ALLOWED_HOSTS: '127.0.0.1',
    ...(webRoot && { WEB_ROOT: webRoot }),
    ...env,
  });
  const url = `http://${host}:${apiPort}`;
  await waitForHttp(`${url}/api/me`, started, 90_000);
  return {
    url,
    port: apiPort,
    dataDir,
    output: started.output,
    halt: started.stop,
    stop: async () => {
      await started.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const viteBuild = (args: string[]): Promise<void> =>
  runToEnd(bin('vite'), ['build', '--logLevel', 'warn', ...args], { NODE_ENV: 'production' });

/**
 * `npm run build`: src/web into dist/web (or `outDir`) and its server build beside it (dist/ssr, or `outDir`/../ssr,
 * where the server looks for it): production builds, whatever NODE_ENV the test runner set.
 */
export const buildWeb = async (outDir?: string): Promise<void> => {
  const webDir = outDir ?? join(REPO_ROOT, 'dist', 'web');
  await viteBuild(['--outDir', webDir, '--emptyOutDir']);
  await viteBuild(['--ssr', 'entry-server.tsx', '--outDir', join(dirname(webDir), 'ssr'), '--emptyOutDir']);
};

export const startWeb = async (apiUrl: string): Promise<{ url: string; process: Started }> => {
  const port = await freePort();
  const started = startProcess(
    bin('vite'),
    ['preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { API_URL: apiUrl },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url, started);
  return { url, process: started };
};

/**
 * The API, which serves the web app as in production (pages drawn on the server first). `isWebApart`: the built app
 * served by `vite preview` in front of the API instead, so that pages still load while the API is down (the outage
 * specs).
 */
export const startStack = async ({
  isWebApart = false,
  host,
  env,
}: {
  isWebApart?: boolean;
  /** See startApi. */
  host?: string;
  env?: Record<string, string>;
} = {}): Promise<Stack> => {
  const first = await startApi({ ...(host && { host }), ...(env && { env }) });
  if (!isWebApart) {
    const stack: Stack = { baseUrl: first.url, api: first, stop: () => stack.api.stop() };
    return stack;
  }
  const web = await startWeb(first.url);
  const stack: Stack = {
    baseUrl: web.url,
    api: first,
    // Stops whichever API runs by then (an outage spec may have restarted it).
    stop: async () => {
      await web.process.stop();
      await stack.api.stop();
    },
  };
  return stack;
};
