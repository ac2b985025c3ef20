// Work that runs in a worker thread of its own (e.g. a large export, csv-export-thread.ts): a TypeScript module
// started through a small entry of plain JavaScript (typescript-worker-entry.mjs), with the module's data beside its name.
import { Worker, type WorkerOptions } from 'node:worker_threads';

const ENTRY = new URL('./typescript-worker-entry.mjs', import.meta.url);

export const startTypeScriptWorker = <Data extends object>(
  module: URL,
  data: Data,
  options: Pick<WorkerOptions, 'resourceLimits'> = {},
): Worker => new Worker(ENTRY, { ...options, workerData: { ...data, module: module.href } });
