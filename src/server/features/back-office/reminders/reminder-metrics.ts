// How far behind the reminder schedule is (docs/operations.md 'Metrics'): the reminders due now that no run has sent
// yet, and how long the most overdue of them has waited past its due time. Every process reports the same figures.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { selectRows } from '../../../db/select-rows';
import { databaseGauge } from '../../../plugins/metrics';
import type { ReminderPolicy } from './reminder-policy';

export const registerReminderMetrics = (app: FastifyInstance, policy: ReminderPolicy): void => {
  const read = async () => {
    const now = app.deps.now().toISOString();
    const [row] = await selectRows<{ n: number; overdue: number | null }>(
      app.deps.db,
      sql`select count(*)::int as n,
                 extract(epoch from ${now}::timestamptz - min(r.next_due_at))::float8 as overdue
            from reminders r
           where r.done_at is null and r.next_due_at <= ${now}::timestamptz and r.sent_count < ${policy.cap}
             and not exists (select 1 from reminder_pauses p where p.user_id = r.user_id)`,
    );
    return { due: row?.n ?? 0, overdueSeconds: Math.max(0, row?.overdue ?? 0) };
  };
  databaseGauge(app, {
    name: 'portal_reminders_due',
    help: 'Reminders due now and not sent yet (paused investors and finished series left out)',
    read: async (gauge) => gauge.set((await read()).due),
  });
  databaseGauge(app, {
    name: 'portal_reminders_overdue_seconds',
    help: 'How long the most overdue reminder has waited past its due time (0 when none)',
    read: async (gauge) => gauge.set((await read()).overdueSeconds),
  });
};
