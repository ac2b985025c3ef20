// Counts of what waits for an admin (docs/admin.md 'Waiting for you'): wire-instruction changes not yet confirmed by a
// second admin, and syndication verifications not yet decided (the review queue's pending statuses).
import { count, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { fundWireInstructions } from '../../../db/schema/back-office';
import { verifications } from '../../../db/schema/syndication';

const PENDING_VERIFICATION = ['todo', 'inProgress'] as const;

export const createWaitingRepository = (db: Db) => ({
  wireChanges: async (): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(fundWireInstructions)
      .where(isNotNull(fundWireInstructions.pendingSealed));
    return row?.n ?? 0;
  },
  verifications: async (): Promise<number> => {
    const [row] = await db
      .select({ n: count() })
      .from(verifications)
      .where(inArray(verifications.status, [...PENDING_VERIFICATION]));
    return row?.n ?? 0;
  },
});
