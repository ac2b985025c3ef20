// Child processes of the harness: started with their output kept for the failure message, stopped by their pid.
import { type ChildProcess, spawn } from 'node:child_process';

export type Started = { child: ChildProcess; output: () => string; stop: () => Promise<void> };

export const startProcess = (command: string, args: string[], env: Record<string, string>): Started => {
  // A group of its own: stopping it stops what it started too (tsx runs the server in a child process of its own).
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // The group has ended already.
    }
  };
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => signalGroup('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(timer);
        // Whatever the command left behind goes with it: a server still closing would keep answering 503 on the
        // connections a browser holds open.
        signalGroup('SIGKILL');
        resolve();
      });
      signalGroup('SIGTERM');
    });
  return { child, output: () => output, stop };
};

/** Polls `url` until it answers (any status below 500), or fails with the process output. */
export const waitForHttp = async (url: string, started: Started, timeoutMs = 60_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`Process exited before ${url} answered:\n${started.output()}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${started.output()}`);
};
