// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number };
  type RawRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Context = Record<string, unknown>;
  export type Request = RawRequest & {
    setupRequest?: (request: RawRequest, context: Context) => RawRequest;
    onResponse?: (status: number, body: string, context: Context) => void;
  };
  export type Options = {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests in all, split evenly over the connections; replaces `duration`. */
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    /** Seconds the run took. */
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
