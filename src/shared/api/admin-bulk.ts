// Work on many subscriptions of a fund's pipeline at once (docs/admin.md 'Bulk actions'): each selected one goes
// through the same single-subscription rules and audit; the answer says, per subscription, done or skipped and why.

/** At most this many subscriptions in one request. */
export const BULK_MAX = 500;

export const BULK_ACTIONS = ['approve', 'countersign', 'remind'] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export type BulkRequest = { transactionIds: string[] };
export type BulkCountersignRequest = BulkRequest & { signatoryTitle?: string };

export type BulkItemResult = {
  transactionId: string;
  /** The investor's name, when the subscription was found. */
  investorName: string | null;
  outcome: 'done' | 'skipped';
  /** Why it was skipped, in the words the single action would have used. */
  reason: string | null;
};

export type BulkAnswer = { action: BulkAction; done: number; skipped: number; results: BulkItemResult[] };
