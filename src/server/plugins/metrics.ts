// Prometheus metrics (docs/operations.md 'Metrics'): request latency by route pattern, the database pool, the mail
// outbox and the process's own figures, at GET /metrics for a scraper holding METRICS_TOKEN. Features add their own
// gauges to `app.metrics` (the reminder schedule's lag). Labels carry route patterns, never a URL with its ids.
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/database';
import { selectRows } from '../db/select-rows';
import { HttpError } from '../http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's own registry: what GET /metrics answers. */
    metrics: Registry;
  }
}

export type MetricsOptions = {
  /** The bearer token a scraper must send; without one, /metrics answers 404. */
  token?: string;
  pool?: PoolUse;
};

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

const bearerOf = (request: FastifyRequest): string | undefined =>
  /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

/** A gauge read from the database at scrape time; a failed read leaves it out of that scrape, logged. */
export const databaseGauge = (
  app: FastifyInstance,
  {
    name,
    help,
    labelNames = [],
    read,
  }: {
    name: string;
    help: string;
    labelNames?: string[];
    read: (gauge: Gauge) => Promise<void>;
  },
): Gauge =>
  new Gauge({
    name,
    help,
    labelNames,
    registers: [app.metrics],
    async collect() {
      this.reset();
      try {
        await read(this);
      } catch (error) {
        app.log.warn({ err: error, metric: name }, 'metrics: a figure could not be read');
      }
    },
  });

const registerOutboxGauges = (app: FastifyInstance): void => {
  // Rows waiting to be sent: neither sent nor failed (the partial index mail_outbox_unsent_idx keeps this cheap).
  const read = () =>
    selectRows<{ n: number; age: number | null }>(
      app.deps.db,
      sql`select count(*)::int as n,
                 extract(epoch from ${app.deps.now().toISOString()}::timestamptz - min(created_at))::float8 as age
            from mail_outbox where sent_at is null and error is null`,
    );
  databaseGauge(app, {
    name: 'portal_mail_outbox_unsent',
    help: 'Mails recorded in the outbox and neither sent nor failed yet',
    read: async (gauge) => gauge.set((await read())[0]?.n ?? 0),
  });
  databaseGauge(app, {
    name: 'portal_mail_outbox_oldest_unsent_age_seconds',
    help: 'How long the oldest unsent mail has waited (0 when none)',
    read: async (gauge) => gauge.set(Math.max(0, (await read())[0]?.age ?? 0)),
  });
};

const registerPoolGauges = (app: FastifyInstance, pool: PoolUse): void => {
  new Gauge({
    name: 'portal_db_pool_max_connections',
    help: 'Database connections this process opens at most',
    registers: [app.metrics],
  }).set(pool.max);
  databaseGauge(app, {
    name: 'portal_db_pool_connections',
    help: "This process's open database connections by their state on the server (PostgreSQL only)",
    labelNames: ['state'],
    read: async (gauge) => {
      for (const [state, count] of Object.entries(await pool.connections())) gauge.set({ state }, count);
    },
  });
};

export const registerMetrics = (app: FastifyInstance, { token, pool }: MetricsOptions): void => {
  const registry = new Registry();
  app.decorate('metrics', registry);
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern, method and status class',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  registerOutboxGauges(app);
  if (pool) registerPoolGauges(app, pool);

  const expected = token ? digest(token) : undefined;
  app.get('/metrics', async (request, reply) => {
    if (!expected) throw new HttpError(404, 'Not found.');
    const given = bearerOf(request);
    if (!given || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'Metrics need a valid bearer token.');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
};
