// A fund's outbound webhooks (docs/api.md 'Webhooks'): its endpoints (the signing secret sealed with the data
// cipher), the outbox of deliveries written in the same database transaction as the change that caused them, and
// the log of every attempt. Workers in any number of processes claim deliveries with a lease (docs/design.md §8).
import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { WebhookEventType } from '../../../shared/domain/webhook-events';
import { createdAt, id, instant } from './columns';
import { funds } from './funds';
import { users } from './users';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    fundId: uuid('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The HMAC key, sealed like tax ids; shown to the admin once, at creation. */
    secretSealed: text('secret_sealed').notNull(),
    eventTypes: text('event_types').array().$type<WebhookEventType[]>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Removed endpoints get no new events; their past deliveries stay in the log. */
    removedAt: instant('removed_at'),
  },
  (t) => [index('webhook_endpoints_fund_idx').on(t.fundId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    /** The event's id: the same for every endpoint and every resend, so a receiver can de-duplicate on it. */
    eventId: uuid('event_id').notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    type: text('type').$type<WebhookEventType>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** When the event happened (the body's `created`). */
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** A worker's lease; past it, another worker may take the delivery again. */
    claimedUntil: instant('claimed_until'),
    deliveredAt: instant('delivered_at'),
    /** Given up after the last attempt; an admin may send it again. */
    failedAt: instant('failed_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
