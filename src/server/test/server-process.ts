// The real server entry (`npm start`'s src/server/server.ts) in a child process of its own, for tests of several
// processes on one database: started on a free port, stopped by a signal, its exit code and output kept.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export type ServerProcess = {
  url: string;
  output: () => string;
  /** Sends `signal` and answers the exit code (null when the signal ended it). */
  stop: (signal: NodeJS.Signals) => Promise<number | null>;
};

const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('No port'))));
    });
  });

const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((done) => child.once('exit', (code) => done(code)));

/** Polls /livez until the process answers; fails with its output if it exits or takes longer than `timeoutMs`. */
const waitForLive = async (url: string, child: ChildProcess, output: () => string, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited before it answered:\n${output()}`);
    try {
      if ((await fetch(`${url}/livez`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`The server did not answer within ${timeoutMs} ms:\n${output()}`);
};

/** One server process with `env` (DATABASE_URL, SMTP_URL, …) and a data folder of its own, removed when it stops. */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-process-'));
  // Node itself, not the tsx command (which runs the server in a child of its own): signals reach the server.
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'src/server/server.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-50_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = exitOf(child).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForLive(url, child, () => output, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    output: () => output,
    stop: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
};
