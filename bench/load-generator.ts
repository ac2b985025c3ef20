// The load generator of `npm run bench:api`. It runs in a child process so that autocannon never shares the server's
// event loop (or its garbage collector): the figures then measure the server alone.
import autocannon, { type Options, type Result } from 'autocannon';
import { submitPreviousRequests, submitWalkRequests, WALK_STEPS } from './bench-requests';
import { CONNECTIONS, type LoadJob, type LoadSummary } from './load-job';

const optionsFor = (job: LoadJob): Options => {
  const base = { url: job.url, connections: CONNECTIONS };
  if (job.kind === 'get')
    return { ...base, duration: job.seconds, ...(job.cookie && { headers: { cookie: job.cookie } }) };
  if (job.kind === 'submit-previous') {
    return { ...base, duration: job.seconds, requests: submitPreviousRequests(job.investors, job.paths) };
  }
  // A fixed amount, split evenly over the connections, so every walk ends on the signing step.
  return { ...base, amount: job.investors.length * WALK_STEPS, requests: submitWalkRequests(job.investors) };
};

const summaryOf = (result: Result): LoadSummary => ({
  requestsPerSecond: result.requests.total / result.duration,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  requests: result.requests.total,
  // errors include timeouts.
  failures: result.non2xx + result.errors,
  non2xx: result.non2xx,
  timeouts: result.timeouts,
  seconds: result.duration,
  serverCpuMs: 0,
});

process.on('message', (job: LoadJob) => {
  autocannon(optionsFor(job)).then(
    (result) => process.send?.({ ok: true, summary: summaryOf(result) }),
    (error: unknown) => process.send?.({ ok: false, message: String(error) }),
  );
});
