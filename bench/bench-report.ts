// Repeated runs of each scenario, summed up as the median and the best run (the machine is shared and noisy). Server
// CPU per request is also given against GET /api/me, the yardstick of a call that reads a session and nothing else,
// and as the share of one core the server's process kept busy (CPU per request × requests per second): a server
// below 100 % was waiting, on its database or for the load, part of the time (the garbage collector's helper threads
// count too, so it can pass 100 %).
import type { LoadSummary } from './load-job';

export type ScenarioRuns = { scenario: string; runs: LoadSummary[] };

/** The scenario other scenarios' CPU per request is compared with. */
export const YARDSTICK = 'GET /api/me';

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? 0;
  return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const rates = (runs: LoadSummary[]) => runs.map((run) => run.requestsPerSecond);

const columns = [
  ['scenario', 46],
  ['req/s med', 11],
  ['req/s best', 11],
  ['p50 med', 9],
  ['p99 med', 9],
  ['p99 best', 9],
  ['vs bare', 9],
  ['cpu ms/req', 12],
  ['× /api/me', 11],
  ['server busy', 13],
  ['failed', 8],
] as const;

const line = (cells: string[]): string =>
  `${cells.map((cell, i) => (i === 0 ? cell.padEnd(columns[0][1]) : cell.padStart(columns[i]?.[1] ?? 9))).join('')}\n`;

export const formatReport = (title: string, rows: ScenarioRuns[]): string => {
  const bare = rows[0] ? median(rates(rows[0].runs)) : 0;
  const yardstick = rows.find((row) => row.scenario === YARDSTICK);
  const yardstickCpu = yardstick ? median(yardstick.runs.map((r) => r.serverCpuMs)) : 0;
  const body = rows.map(({ scenario, runs }) => {
    const rate = median(rates(runs));
    return line([
      scenario,
      rate.toFixed(0),
      Math.max(...rates(runs)).toFixed(0),
      median(runs.map((r) => r.latencyP50)).toFixed(0),
      median(runs.map((r) => r.latencyP99)).toFixed(0),
      Math.min(...runs.map((r) => r.latencyP99)).toFixed(0),
      bare > 0 ? `${((rate / bare) * 100).toFixed(1)}%` : '-',
      median(runs.map((r) => r.serverCpuMs)).toFixed(3),
      yardstickCpu > 0 ? `${(median(runs.map((r) => r.serverCpuMs)) / yardstickCpu).toFixed(1)}×` : '-',
      `${median(runs.map((r) => (r.serverCpuMs * r.requestsPerSecond) / 10)).toFixed(0)}%`,
      String(runs.reduce((sum, r) => sum + r.failures, 0)),
    ]);
  });
  const failed = rows.flatMap(({ scenario, runs }) => {
    const sum = (pick: (run: LoadSummary) => number) => runs.reduce((total, run) => total + pick(run), 0);
    if (sum((run) => run.failures) === 0) return [];
    return [
      `  ${scenario}: ${sum((run) => run.non2xx)} non-2xx, ${sum((run) => run.failures - run.non2xx)} errors ` +
        `(${sum((run) => run.timeouts)} timeouts after 10 s)\n`,
    ];
  });
  const failures = failed.length > 0 ? `failed requests, all runs:\n${failed.join('')}` : '';
  return `\n${title}\n${line(columns.map(([name]) => name))}${body.join('')}${failures}`;
};
