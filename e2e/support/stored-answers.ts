// Changes a transaction's stored answers in the stack's own database, as a data fix would, while its API is halted
// (PGlite belongs to one process at a time): the way to a step the answers no longer lead to (docs/spec.md §4 ERROR_UNKNOWN).
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/database';
import { transactions } from '../../src/server/db/schema/transactions';
import type { FlowValues } from '../../src/shared/domain/flow-values';

/** `dataDir`: the halted API's DATA_DIR. Only plain answers: tax ids are stored sealed and are not changed here. */
export const changeStoredAnswers = async (
  dataDir: string,
  transactionId: string,
  answers: Partial<Pick<FlowValues, 'methodOfInvestment' | 'isGlobalInvestor'>>,
): Promise<void> => {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    const changed = await database.db
      .update(transactions)
      .set({ values: sql`${transactions.values} || ${JSON.stringify(answers)}::jsonb` })
      .where(eq(transactions.id, transactionId))
      .returning({ id: transactions.id });
    if (changed.length !== 1) throw new Error(`No transaction ${transactionId} in ${dataDir}`);
  } finally {
    await database.close();
  }
};
