// Endpoints, the delivery outbox and its attempt log (db/schema/webhooks.ts). Several processes run the worker: a
// due delivery is claimed with `FOR UPDATE SKIP LOCKED` and a lease in one statement, so one worker sends it at a
// time; a stopped or killed worker's lease runs out and another takes the delivery again.
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../shared/domain/webhook-events';
import type { Db } from '../../db/database';
import { funds } from '../../db/schema/funds';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
export type ClaimedDelivery = DeliveryRow & { url: string; secretSealed: string };

export const createWebhooksRepository = (db: Db) => ({
  fundBySlug: async (slug: string) => {
    const [row] = await db.select({ id: funds.id, name: funds.name }).from(funds).where(eq(funds.slug, slug));
    return row;
  },

  createEndpoint: async (values: {
    fundId: string;
    url: string;
    secretSealed: string;
    eventTypes: WebhookEventType[];
    createdBy: string;
  }): Promise<EndpointRow> => {
    const [row] = await db.insert(webhookEndpoints).values(values).returning();
    if (!row) throw new Error('The endpoint was not saved');
    return row;
  },

  listEndpoints: (fundId: string) =>
    db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.fundId, fundId), isNull(webhookEndpoints.removedAt)))
      .orderBy(asc(webhookEndpoints.createdAt)),

  removeEndpoint: async (fundId: string, endpointId: string, at: Date): Promise<boolean> => {
    const rows = await db
      .update(webhookEndpoints)
      .set({ removedAt: at })
      .where(
        and(
          eq(webhookEndpoints.id, endpointId),
          eq(webhookEndpoints.fundId, fundId),
          isNull(webhookEndpoints.removedAt),
        ),
      )
      .returning({ id: webhookEndpoints.id });
    return rows.length > 0;
  },

  /** The fund's most recent deliveries with their endpoint's address, newest first. */
  recentDeliveries: (fundId: string, limit: number) =>
    db
      .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookEndpoints.fundId, fundId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit),

  attemptsOf: (deliveryIds: string[]) =>
    deliveryIds.length === 0
      ? Promise.resolve([] as AttemptRow[])
      : db
          .select()
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, deliveryIds))
          .orderBy(asc(webhookAttempts.attempt)),

  /** Claims due deliveries (not delivered, not given up, not leased) until `leaseUntil`, counting the attempt. */
  claimDue: async ({ now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number }) => {
    const due = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          isNull(webhookDeliveries.deliveredAt),
          isNull(webhookDeliveries.failedAt),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(isNull(webhookDeliveries.claimedUntil), lte(webhookDeliveries.claimedUntil, now)),
          // A removed endpoint gets nothing more, not even what was queued for it.
          inArray(
            webhookDeliveries.endpointId,
            db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(isNull(webhookEndpoints.removedAt)),
          ),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(webhookDeliveries)
      .set({ claimedUntil: leaseUntil, attempts: sql`${webhookDeliveries.attempts} + 1` })
      .where(inArray(webhookDeliveries.id, due))
      .returning();
    if (claimed.length === 0) return [];
    const endpoints = await db
      .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secretSealed: webhookEndpoints.secretSealed })
      .from(webhookEndpoints)
      .where(
        inArray(
          webhookEndpoints.id,
          claimed.map((c) => c.endpointId),
        ),
      );
    const byId = new Map(endpoints.map((e) => [e.id, e]));
    return claimed.flatMap((row): ClaimedDelivery[] => {
      const endpoint = byId.get(row.endpointId);
      return endpoint ? [{ ...row, url: endpoint.url, secretSealed: endpoint.secretSealed }] : [];
    });
  },

  /** The attempt's outcome and the delivery's next state, in one transaction. */
  settle: (
    delivery: DeliveryRow,
    attempt: Omit<typeof webhookAttempts.$inferInsert, 'deliveryId' | 'attempt'>,
    next: { deliveredAt: Date } | { nextAttemptAt: Date } | { failedAt: Date },
  ) =>
    db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({ ...attempt, deliveryId: delivery.id, attempt: delivery.attempts });
      await tx
        .update(webhookDeliveries)
        .set({ ...next, claimedUntil: null })
        .where(eq(webhookDeliveries.id, delivery.id));
    }),

  /** 'Send again': a new delivery of the same event (same id) to the same endpoint, due now. */
  resend: async (fundId: string, deliveryId: string, now: Date): Promise<DeliveryRow | undefined> => {
    const [found] = await db
      .select({ delivery: webhookDeliveries })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookEndpoints.fundId, fundId),
          isNull(webhookEndpoints.removedAt),
        ),
      );
    if (!found) return undefined;
    const { eventId, endpointId, type, data, createdAt } = found.delivery;
    const [row] = await db
      .insert(webhookDeliveries)
      .values({ eventId, endpointId, type, data, createdAt, nextAttemptAt: now })
      .returning();
    return row;
  },
});

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
