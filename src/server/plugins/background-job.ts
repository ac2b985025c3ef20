// Work every process runs on a timer (the reminder schedule, outboxes), safe anywhere because each item is claimed in
// the database. It starts when the app is ready and stops when the app closes (server.ts drains on SIGTERM): no run
// starts after that, the running one sees its signal aborted, stops claiming and gives back at once what it claimed
// and has not started (so another process takes it now, not when the claim runs out), and close waits for it.
import type { FastifyInstance } from 'fastify';

export type BackgroundJob = {
  name: string;
  everyMs: number;
  run: (signal: AbortSignal) => Promise<unknown>;
};

export const registerBackgroundJob = (app: FastifyInstance, { name, everyMs, run }: BackgroundJob): void => {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = (): void => {
    // A run still going is not joined by another one of the same process.
    if (running || stopping.signal.aborted) return;
    running = run(stopping.signal)
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error, job: name }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, everyMs);
    // A pending run never keeps the process alive.
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    stopping.abort();
  });
  app.addHook('onClose', async () => {
    await running;
  });
};

export type ClaimedWork<Row> = {
  /** The next claimed item to work on; undefined when none is left or the job is stopping. */
  next: () => Row | undefined;
  /** Waits for what a stop gave back; call it when the run ends. */
  settle: () => Promise<void>;
};

/** Items a run claimed, handed out one at a time; when `signal` aborts, the ones not handed out go back at once. */
export const claimedWork = <Row>(
  rows: readonly Row[],
  signal: AbortSignal | undefined,
  giveBack: (rows: Row[]) => Promise<void>,
): ClaimedWork<Row> => {
  const waiting = [...rows];
  let givenBack: Promise<void> = Promise.resolve();
  const onAbort = (): void => {
    const rest = waiting.splice(0);
    if (rest.length > 0) givenBack = giveBack(rest);
  };
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    next: () => waiting.shift(),
    settle: async () => {
      signal?.removeEventListener('abort', onAbort);
      await givenBack;
    },
  };
};
