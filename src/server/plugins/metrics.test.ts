// Prometheus metrics (docs/operations.md 'Metrics'): served only to a scraper holding METRICS_TOKEN, request latency
// labelled by route pattern (never the URL with its ids), the mail outbox's and the reminder schedule's lag, the pool.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/operations';
import { getJson, signUp, testBackends, useTestApp } from '../test/test-app';

const TOKEN = 'scrape-token-for-tests';
const bearer = { headers: { authorization: `Bearer ${TOKEN}` } };

/** The value of one series in the exposition text, e.g. `portal_reminders_due`. */
const seriesValue = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe.each(testBackends())('metrics on %s', (backend) => {
  const t = useTestApp(backend, { metricsToken: TOKEN });
  const unprotected = useTestApp(backend);

  it('are not served without a METRICS_TOKEN, and ask for it when one is set', async () => {
    expect((await getJson(unprotected().app, '/metrics', bearer)).statusCode).toBe(404);
    const anonymous = await getJson(t().app, '/metrics');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['www-authenticate']).toBe('Bearer');
    expect(anonymous.json().message).toBe('Metrics need a valid bearer token.');
    const wrong = await getJson(t().app, '/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const basic = await getJson(t().app, '/metrics', { headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('time requests by route pattern, method and status class, never by the URL with its ids', async () => {
    const { app } = t();
    const slug = 'no-such-fund-4c1d2e';
    expect((await getJson(app, `/api/fund/${slug}`)).statusCode).toBe(404);
    expect((await getJson(app, '/api/me')).statusCode).toBe(200);
    const scrape = await getJson(app, '/metrics', bearer);
    expect(scrape.statusCode).toBe(200);
    expect(scrape.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = scrape.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/api/fund/:slug",status_class="4xx"}'),
    ).toBe(1);
    expect(
      seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/api/me",status_class="2xx"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/me",status_class="2xx"\} \d/,
    );
    expect(text).not.toContain(slug);
    // The process's own figures.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it("report the mail outbox's unsent mails and how long the oldest has waited", async () => {
    const { app } = t();
    const before = (await getJson(app, '/metrics', bearer)).body;
    expect(seriesValue(before, 'portal_mail_outbox_unsent')).toBe(0);
    expect(seriesValue(before, 'portal_mail_outbox_oldest_unsent_age_seconds')).toBe(0);
    const waited = new Date(Date.now() - 90_000);
    await app.deps.db.insert(mailOutbox).values([
      { kind: 'test', recipient: 'waiting@example.com', subject: 'Waiting', createdAt: waited },
      { kind: 'test', recipient: 'failed@example.com', subject: 'Failed', error: 'refused', createdAt: waited },
      { kind: 'test', recipient: 'sent@example.com', subject: 'Sent', sentAt: new Date(), createdAt: waited },
    ]);
    const after = (await getJson(app, '/metrics', bearer)).body;
    expect(seriesValue(after, 'portal_mail_outbox_unsent')).toBe(1);
    expect(seriesValue(after, 'portal_mail_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(90);
    await app.deps.db.delete(mailOutbox).where(sql`${mailOutbox.kind} = 'test'`);
  });

  it('report the reminders due and not sent, and how overdue the oldest is, leaving paused investors out', async () => {
    const { app } = t();
    const investor = await signUp(app);
    await app.deps.db.execute(sql`
      insert into reminders (kind, subject_id, user_id, transaction_id, next_due_at)
      values ('wizard', gen_random_uuid(), ${investor.userId}, gen_random_uuid(), now() - interval '1 hour'),
             ('wizard', gen_random_uuid(), ${investor.userId}, gen_random_uuid(), now() + interval '1 hour')`);
    const due = (await getJson(app, '/metrics', bearer)).body;
    expect(seriesValue(due, 'portal_reminders_due')).toBe(1);
    expect(seriesValue(due, 'portal_reminders_overdue_seconds')).toBeGreaterThanOrEqual(3600);
    await app.deps.db.execute(sql`insert into reminder_pauses (user_id) values (${investor.userId})`);
    const paused = (await getJson(app, '/metrics', bearer)).body;
    expect(seriesValue(paused, 'portal_reminders_due')).toBe(0);
    expect(seriesValue(paused, 'portal_reminders_overdue_seconds')).toBe(0);
  });

  it("report the database pool: its size, and on PostgreSQL this process's connections by state", async () => {
    const text = (await getJson(t().app, '/metrics', bearer)).body;
    const { pool } = t().database;
    expect(seriesValue(text, 'portal_db_pool_max_connections')).toBe(pool.max);
    if (backend === 'postgres') {
      // The scrape's own query is one active connection at least.
      expect(seriesValue(text, 'portal_db_pool_connections{state="active"}')).toBeGreaterThanOrEqual(1);
    } else {
      expect(text).not.toContain('portal_db_pool_connections{');
    }
  });
});
