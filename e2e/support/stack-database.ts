// Changing the stack's database from a test, for what no screen does (time passing): the API is halted, since PGlite
// lives in one process, the change is made directly, and the API comes back on the same port with the same data.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type Stack, startApi } from './stack';

export const editStackDatabase = async (stack: Stack, edit: (db: PGlite) => Promise<void>): Promise<void> => {
  await stack.api.halt();
  try {
    const db = new PGlite(join(stack.api.dataDir, 'pglite'));
    try {
      await db.waitReady;
      await edit(db);
    } finally {
      await db.close();
    }
  } finally {
    stack.api = await startApi({ port: stack.api.port, dataDir: stack.api.dataDir });
  }
};
