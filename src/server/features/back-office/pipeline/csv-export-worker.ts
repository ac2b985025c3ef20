// The worker thread that reads a pipeline CSV on PostgreSQL (csv-export-thread.ts): a connection of its own, the
// same batches as the server's process would read (csv-batches.ts), each sent as bytes when the parent asks for the
// next, so that no more than one batch is ever ahead of the client.
import { parentPort, workerData } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Db } from '../../../db/database';
import { createDataCipher } from '../../../security/data-cipher';
import { type CsvExportRequest, csvBatches } from './csv-batches';
import { createPipelineRepository } from './pipeline-repository';

export type CsvWorkerData = CsvExportRequest & { databaseUrl: string; dataKeys: Uint8Array[] };

/** What the worker sends: a batch's bytes, the end, or why it failed (never a row's content). */
export type CsvWorkerMessage = { bytes: ArrayBuffer } | { done: true } | { error: string };

const run = async (port: NonNullable<typeof parentPort>, data: CsvWorkerData): Promise<void> => {
  const client = postgres(data.databaseUrl, { max: 1, onnotice: () => undefined });
  const cipher = createDataCipher(data.dataKeys.map((key) => Buffer.from(key)));
  const pipeline = createPipelineRepository(drizzle({ client }) as unknown as Db);
  const encoder = new TextEncoder();
  const asked = (): Promise<unknown> => new Promise((resolve) => port.once('message', resolve));
  try {
    for await (const text of csvBatches(pipeline, cipher, data)) {
      await asked();
      const { buffer } = encoder.encode(text);
      port.postMessage({ bytes: buffer } satisfies CsvWorkerMessage, [buffer]);
    }
    await asked();
    port.postMessage({ done: true } satisfies CsvWorkerMessage);
  } catch (error) {
    // The driver's own words (the ORM's wrapper repeats the statement and its parameters, which stay here).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    port.postMessage({ error: cause instanceof Error ? cause.message : String(cause) } satisfies CsvWorkerMessage);
  } finally {
    await client.end({ timeout: 1 });
  }
};

if (parentPort) await run(parentPort, workerData as CsvWorkerData);
