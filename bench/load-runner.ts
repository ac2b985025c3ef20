// What bench/api.ts and bench/api-floor.ts share: sending a job to the load generator (a child process) while the
// server's CPU is measured, and waiting between runs. Prints progress on stderr; nothing here is a test.
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { LoadJob, LoadSummary } from './load-job';

type Answer = { ok: true; summary: LoadSummary } | { ok: false; message: string };

/** Where the run stands, on stderr, with the seconds since the process started (windows for bench:profile). */
const progress = (what: string): void => {
  process.stderr.write(`${process.uptime().toFixed(1).padStart(7)} s  ${what}\n`);
};

/** One scenario: the generator's figures plus the server's CPU per answered request over the same span. */
export const load = (generator: ChildProcess, job: LoadJob, scenario: string): Promise<LoadSummary> =>
  new Promise((resolve, reject) => {
    progress(`${scenario}: start`);
    const cpuBefore = process.cpuUsage();
    generator.once('message', (answer: Answer) => {
      if (!answer.ok) return reject(new Error(answer.message));
      const cpu = process.cpuUsage(cpuBefore);
      const serverCpuMs = (cpu.user + cpu.system) / 1000 / Math.max(1, answer.summary.requests);
      const perRequest = (micros: number) => (micros / 1000 / Math.max(1, answer.summary.requests)).toFixed(3);
      progress(
        `${scenario}: end (CPU per request: user ${perRequest(cpu.user)} ms, system ${perRequest(cpu.system)} ms)`,
      );
      resolve({ ...answer.summary, serverCpuMs });
    });
    generator.send(job);
  });

export const urlOf = (app: FastifyInstance): string => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** Requests a run abandoned at its end still run for a moment: let them finish before the next run or the close. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

/** The first line of a report: Node, the cores and the load average at the start. */
export const machineLine = (): string => {
  const cpu = cpus();
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return `Node ${process.version}, ${cpu.length} × ${cpu[0]?.model ?? 'unknown CPU'}, load average ${load}\n`;
};
