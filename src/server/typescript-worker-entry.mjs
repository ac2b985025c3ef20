// A worker thread's entry that runs a TypeScript module (typescript-worker.ts): the module named in `workerData`,
// compiled as the server's own modules are (tsx). Node 20 does not pass a parent's `--import tsx` hooks to a worker.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.module, import.meta.url);
