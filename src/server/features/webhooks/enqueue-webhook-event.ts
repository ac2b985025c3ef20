// Writes an event to the webhook outbox (docs/design.md §7a): called with the database transaction that makes the change,
// so the event exists exactly when the change does. One INSERT … SELECT over the fund's endpoints that chose the
// type: a fund without endpoints costs one statement that writes nothing. Nothing is sent here; the worker sends.
import { randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../shared/domain/webhook-events';
import type { Db } from '../../db/database';
import type { WebhookEventData } from './webhook-payloads';

/** Every event is about one subscription: its fund (and so the endpoints) is found through it. */
export type WebhookSubject = { transactionId: string };

/** The event's id, data (JSON text) and time, as values or as a prepared statement's placeholders. */
type EventParts = { eventId: SQL; data: SQL; at: SQL };

const eventInsert = (subjects: SQL, type: WebhookEventType, { eventId, data, at }: EventParts): SQL => sql`
  insert into webhook_deliveries (event_id, endpoint_id, type, data, created_at, next_attempt_at)
  select ${eventId}::uuid, e.id, ${type},
         jsonb_build_object('transactionId', s.id, 'fundSlug', s.fund_slug, 'investorId', s.user_id)
           || ${data}::jsonb,
         ${at}::timestamptz, ${at}::timestamptz
    from ${subjects} s
    join funds f on f.slug = s.fund_slug
    join webhook_endpoints e on e.fund_id = f.id
   where e.removed_at is null
     and ${type} = any(e.event_types)`;

/**
 * The INSERT … SELECT alone, over `subjects`: a relation with the transaction's `id`, `fund_slug` and `user_id` —
 * the transactions table, or the rows an UPDATE … RETURNING of them gave in a WITH clause, so that the change and its
 * event are one statement (investment-flow/flow-steps-repository.ts).
 */
export const webhookEventInsert = <T extends WebhookEventType>(
  subjects: SQL,
  type: T,
  data: WebhookEventData[T],
  at: Date = new Date(),
): SQL =>
  eventInsert(subjects, type, {
    eventId: sql`${randomUUID()}`,
    data: sql`${JSON.stringify(data)}`,
    at: sql`${at.toISOString()}`,
  });

/**
 * The same for a statement prepared once (a hot write): the event's id, data and time are its placeholders
 * `eventId`, `eventData` (the data as JSON text) and `eventAt` (an ISO instant); `webhookEventParams` fills them.
 */
export const webhookEventInsertPrepared = (subjects: SQL, type: WebhookEventType): SQL =>
  eventInsert(subjects, type, {
    eventId: sql`${sql.placeholder('eventId')}`,
    data: sql`${sql.placeholder('eventData')}`,
    at: sql`${sql.placeholder('eventAt')}`,
  });

/** The values of webhookEventInsertPrepared's placeholders for one event of `type`. */
export const webhookEventParams = <T extends WebhookEventType>(
  _type: T,
  data: WebhookEventData[T],
  at: Date = new Date(),
): { eventId: string; eventData: string; eventAt: string } => ({
  eventId: randomUUID(),
  eventData: JSON.stringify(data),
  eventAt: at.toISOString(),
});

export const enqueueWebhookEvent = async <T extends WebhookEventType>(
  db: Db,
  { transactionId }: WebhookSubject,
  type: T,
  data: WebhookEventData[T],
  at: Date = new Date(),
): Promise<void> => {
  const subject = sql`(select id, fund_slug, user_id from transactions where id = ${transactionId}::uuid)`;
  await db.execute(webhookEventInsert(subject, type, data, at));
};
