// What the benchmark asks of its load generator (a child process, bench/load-generator.ts) and what it gets back.

/** An investor the load uses: their session cookie and the transaction they work on. */
export type BenchInvestor = { cookie: string; transactionId: string };

/** The two routes of a submit + Previous pair. */
export type PairPaths = { submit: string; previous: string };

export const FLOW_PAIR: PairPaths = { submit: '/api/submit-step', previous: '/api/previous-step' };

export type LoadJob =
  /** One GET, repeated for `seconds`. */
  | { kind: 'get'; url: string; cookie?: string; seconds: number }
  /**
   * Submit on SSN_TAX_ID, then Previous back to it; each connection borrows an investor for the pair. `paths` names
   * other routes taking the same bodies (bench/api-floor.ts); the flow's own by default.
   */
  | { kind: 'submit-previous'; url: string; investors: BenchInvestor[]; seconds: number; paths?: PairPaths }
  /** Submits only: each investor is walked once from INITIAL to the signing step, then the next one is taken. */
  | { kind: 'submit-walk'; url: string; investors: BenchInvestor[] };

export type LoadSummary = {
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  requests: number;
  /** Non-2xx answers plus connection errors (timeouts among them). */
  failures: number;
  non2xx: number;
  timeouts: number;
  seconds: number;
  /** CPU time of the server's process (user + system) per answered request; PGlite runs inside it. */
  serverCpuMs: number;
};

export const CONNECTIONS = 50;
