// Writes an event to the webhook outbox (DESIGN.md §7a): called with the database transaction that makes the change,
// so the event exists exactly when the change does. One INSERT … SELECT over the fund's endpoints that chose the
// type: a fund without endpoints costs one statement that writes nothing. Nothing is sent here; the worker sends.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../../shared/domain/webhook-events';
import type { Db } from '../../db/database';
import type { WebhookEventData } from './webhook-payloads';

/** Every event is about one subscription: its fund (and so the endpoints) is found through it. */
export type WebhookSubject = { transactionId: string };

export const enqueueWebhookEvent = async <T extends WebhookEventType>(
  db: Db,
  { transactionId }: WebhookSubject,
  type: T,
  data: WebhookEventData[T],
  at: Date = new Date(),
): Promise<void> => {
  await db.execute(sql`
    insert into webhook_deliveries (event_id, endpoint_id, type, data, created_at, next_attempt_at)
    select ${randomUUID()}::uuid, e.id, ${type},
           jsonb_build_object('transactionId', t.id, 'fundSlug', t.fund_slug, 'investorId', t.user_id)
             || ${JSON.stringify(data)}::jsonb,
           ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
      from transactions t
      join funds f on f.slug = t.fund_slug
      join webhook_endpoints e on e.fund_id = f.id
     where t.id = ${transactionId}::uuid
       and e.removed_at is null
       and ${type} = any(e.event_types)`);
};
