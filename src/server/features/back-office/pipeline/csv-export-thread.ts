// The pipeline CSV read in a worker thread (docs/performance.md 'The CSV's memory at 100,000 rows'): every row read
// allocates tens of kilobytes that V8 collects late in a heap as large as the server's, so a 100,000-row export let
// the server's memory rise by hundreds of megabytes. The worker has a heap of its own, capped small, where the same
// garbage is collected as it goes; it reads through a connection of its own, so this is for PostgreSQL alone (the
// embedded PGlite lives in the server's thread). The parent asks for a batch only when the client has taken the last.
import { Readable } from 'node:stream';
import type { ExportThreadConfig } from '../../../app-deps';
import { startTypeScriptWorker } from '../../../typescript-worker';
import type { CsvExportRequest } from './csv-batches';
import type { CsvWorkerData, CsvWorkerMessage } from './csv-export-worker';

/** The worker's heap: its young generation collected often, its old one held to a few batches. */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 48 };

const WORKER_MODULE = new URL('./csv-export-worker.ts', import.meta.url);

export const csvFromWorker = (config: ExportThreadConfig, request: CsvExportRequest): Readable => {
  const workerData: CsvWorkerData = {
    ...request,
    databaseUrl: config.databaseUrl,
    dataKeys: config.dataKeys.map((key) => new Uint8Array(key)),
  };
  const worker = startTypeScriptWorker(WORKER_MODULE, workerData, { resourceLimits: WORKER_LIMITS });
  let settle: ((message: CsvWorkerMessage) => void) | undefined;
  let failure: Error | undefined;
  const fail = (error: Error): void => {
    failure ??= error;
    settle?.({ error: error.message });
  };
  worker.on('message', (message: CsvWorkerMessage) => settle?.(message));
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (code !== 0) fail(new Error(`The export's worker stopped (exit code ${code})`));
    settle?.({ error: failure?.message ?? 'The export ended early' });
  });
  const next = (): Promise<CsvWorkerMessage> =>
    new Promise((resolve) => {
      settle = resolve;
      worker.postMessage('next');
    });
  async function* batches() {
    try {
      for (;;) {
        const message = await next();
        if ('error' in message) throw new Error(message.error);
        if ('done' in message) return;
        yield Buffer.from(message.bytes);
      }
    } finally {
      // A client that left, or the end: the worker and its connection go either way.
      await worker.terminate();
    }
  }
  return Readable.from(batches(), { objectMode: false });
};
