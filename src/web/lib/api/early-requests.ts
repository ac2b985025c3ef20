// Requests started before the page that needs them has loaded its code (app/preload-route-data.ts), so that the data
// and the page's code download side by side. The page's own first load takes the request as it is, its failure
// included: one request either way, so the failure counts of docs/spec.md §8 stay the same. An early request nobody took
// within a few seconds is dropped rather than served stale.
const FRESH_MS = 10_000;

const started = new Map<string, { request: Promise<unknown>; at: number }>();

export const startEarly = (key: string, request: () => Promise<unknown>): void => {
  if (started.has(key)) return;
  const promise = request();
  // Whoever takes it handles its failure; until then it must not count as unhandled.
  promise.catch(() => undefined);
  started.set(key, { request: promise, at: Date.now() });
};

/** The early request for `key`, once, if it is still fresh. */
export const takeEarly = <T>(key: string): Promise<T> | undefined => {
  const early = started.get(key);
  started.delete(key);
  return early && Date.now() - early.at < FRESH_MS ? (early.request as Promise<T>) : undefined;
};
