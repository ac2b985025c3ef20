// Polling without a test runner, so that the drivers serve the benchmark too (bench/web.ts).
import { isDeepStrictEqual } from 'node:util';

/** Waits until `read()` answers `expected`; fails with the last value seen. */
export const waitFor = async <T>(
  read: () => Promise<T>,
  expected: T,
  { timeoutMs = 10_000, what = 'value' }: { timeoutMs?: number; what?: string } = {},
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (isDeepStrictEqual(last, expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `Waited ${timeoutMs} ms for ${what} to be ${JSON.stringify(expected)}; it was ${JSON.stringify(last)}`,
  );
};
