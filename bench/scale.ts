// `npm run bench:scale`: the back office against one fund of 1,000, then 10,000, then 100,000 subscriptions, on a
// PostgreSQL database of its own (created from BENCH_DATABASE_URL or TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres, and dropped at the end). The fund grows in place (bench/scale-seed.ts,
// set-based); at each size every call below is made over HTTP on loopback, BENCH_SCALE_RUNS times (default 3), and
// the table shows its median time, the statements the server sent, the bytes of the answer, how far the memory the
// process holds (V8's heap in use and buffers outside it, garbage included until collected) rose at its peak above
// where it stood after a collection before the call, and how far the resident set rose (which a heap already grown by
// an earlier call hides). The client reads and discards each answer as it arrives. Two rows are work the server does
// on its own, called in the process: a reminder pass three days on (up to 100 mails to the file outbox) and sealing the
// audit entries written since the last size (one per ten subscriptions added, inserted before the timing starts).
// BENCH_SCALE_KEEP=1 keeps the database for EXPLAIN (drop it by hand afterwards); BENCH_SCALE_SIZES=100000 seeds one
// size; BENCH_SCALE_ONLY='CSV|ZIP' times only the calls whose names match.
// Prints figures only; nothing here is a test (docs/performance.md 'Back office at scale').
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import postgres from 'postgres';
import { buildApp } from '../src/server/app';
import { sealAuditLog } from '../src/server/audit/audit-sealer';
import { openDatabase } from '../src/server/db/database';
import { funds } from '../src/server/db/schema/funds';
import { screeningRescreens } from '../src/server/db/schema/screening';
import { createAdminDeps } from '../src/server/features/back-office/admin-deps';
import { runReminders } from '../src/server/features/back-office/reminders/reminder-job';
import { logInAdmin, signedIndividual } from '../src/server/features/back-office/testing/admin-fixtures';
import { sealFlowValues } from '../src/server/features/investment-flow/flow-values-codec';
import { FUNDS, seedFunds } from '../src/server/features/investment-flow/testing/flow-fixtures';
import { runRescreens } from '../src/server/features/screening/rescreen';
import { createScreeningDeps } from '../src/server/features/screening/screening-deps';
import { loadListVersion } from '../src/server/features/screening/screening-lists';
import type { ListEntry } from '../src/server/features/screening/screening-types';
import { createFileMailer } from '../src/server/mail/mailer';
import { generateDataKey } from '../src/server/security/data-key';
import { GENEROUS_RATE_LIMITS } from '../src/server/test/test-app';
import { openTestDatabase } from '../src/server/test/test-database';
import { emptyFlowValues } from '../src/shared/domain/flow-values';
import { seedSubscriptions } from './scale-seed';
import { entryOf } from './screening-entries';

const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_SCALE_RUNS ?? 3);
const SLUG = FUNDS.promotedVenture;
/** Only the calls whose name matches (BENCH_SCALE_ONLY='CSV|ZIP'). */
const ONLY = new RegExp(process.env.BENCH_SCALE_ONLY ?? '', 'i');

const progress = (what: string): void => {
  process.stderr.write(`${process.uptime().toFixed(1).padStart(7)} s  ${what}\n`);
};

/** A one-page agreement of about 10 KB, standing in for every sealed PDF. */
const agreementPdf = async (): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  for (let line = 0; line < 60; line += 1) {
    page.drawText(`Subscription agreement, clause ${line}: ${'terms of the fund '.repeat(4)}`, {
      x: 30,
      y: 800 - line * 12,
      size: 8,
      font,
    });
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
};

type Measure = {
  ms: number;
  statements: number;
  bytes: number;
  heapMb: number;
  rssMb: number;
  status: number | string;
};

/** What the process holds: V8's heap in use and the buffers outside it (the PDFs, the socket's). */
const heldBytes = (): number => {
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
};

/** Work the server does on its own, timed like a call: `prepare` is not timed nor counted. */
type Job = { prepare?: () => Promise<unknown>; run: (prepared: unknown) => Promise<string> };

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const main = async (): Promise<void> => {
  const throwaway = await openTestDatabase('postgres', { isMigrated: true, adminUrl: ADMIN_URL });
  progress(`database ${new URL(throwaway.url ?? '').pathname.slice(1)} created`);
  let statements = 0;
  const database = await openDatabase({
    url: throwaway.url ?? '',
    poolSize: 10,
    onQuery: () => {
      statements += 1;
    },
  });
  const seeder = postgres(throwaway.url ?? '', { max: 1, onnotice: () => undefined });
  const app = await buildApp({
    db: database.db,
    databaseUrl: throwaway.url,
    mailer: createFileMailer({ directory: '/tmp/portal-bench-scale-outbox', onSaved: () => undefined }),
    dataKey: generateDataKey(),
    logLevel: 'warn',
    rateLimits: GENEROUS_RATE_LIMITS,
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    await seedFunds(app);
    const admin = await logInAdmin(app);
    const detail = await signedIndividual(app);
    const values = sealFlowValues(
      {
        ...emptyFlowValues(),
        methodOfInvestment: 'individual',
        isGlobalInvestor: false,
        ssn: '123-45-6789',
        mobilePhone: '+12125550142',
        residenceAddress: {
          address1: '1 Main Street',
          address2: '',
          city: 'Austin',
          state: 'TX',
          province: '',
          postalCode: '78701',
          country: 'US',
        },
        accreditation: '0',
      },
      app.deps.cipher,
    );
    const shape = { fundSlug: SLUG, values, pdf: await agreementPdf() };

    /** An HTTP call (a path), or work the server does on its own (the answer: a few words on what it did). */
    const call = async (what: string | Job): Promise<Measure> => {
      const prepared = typeof what === 'string' ? undefined : await what.prepare?.();
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      const heldBefore = heldBytes();
      let rssPeak = rssBefore;
      let heldPeak = heldBefore;
      const sample = () => {
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
        heldPeak = Math.max(heldPeak, heldBytes());
      };
      const sampler = setInterval(sample, 5);
      statements = 0;
      const started = performance.now();
      let bytes = 0;
      let status: number | string = 200;
      if (typeof what === 'string') {
        const response = await fetch(`${base}${what}`, { headers: { cookie: admin.cookie } });
        for await (const chunk of (response.body ?? []) as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
        status = response.status;
      } else {
        status = await what.run(prepared);
      }
      const ms = performance.now() - started;
      clearInterval(sampler);
      sample();
      const mb = (value: number) => value / 1_048_576;
      return {
        ms,
        statements,
        bytes,
        heapMb: mb(heldPeak - heldBefore),
        rssMb: mb(rssPeak - rssBefore),
        status,
      };
    };

    const office = createAdminDeps(app.deps);
    /** Three days on, when the seeded wizards' first reminders are due (the schedule's clock, not the database's). */
    const later = { ...office, now: () => new Date(Date.now() + 3 * 24 * 3_600_000) };
    const reminderPass: Job = {
      run: async () => {
        const { sent, skipped } = await runReminders(later);
        return `${sent} sent, ${skipped} skipped`;
      },
    };
    let entriesPerSeal = 0;
    const sealing: Job = {
      prepare: async () => {
        await seeder`insert into audit_log (action, target) select 'bench.entry', 'bench'
          from generate_series(1, ${entriesPerSeal})`;
      },
      run: async () => `${await sealAuditLog(app.deps)} sealed`,
    };

    // Identity checks' ongoing monitoring: the fund screens its investors, a list of 20,000 invented entries is loaded
    // once (its own rescreen left out), then each run loads a version that changes 2 % of it (395 new entries and 5
    // under names seeded investors bear) and times the rescreen that version asks for.
    let baseEntries: ListEntry[] | undefined;
    let listUpdates = 0;
    const rescreen: Job = {
      prepare: async () => {
        const { db } = app.deps;
        await db.update(funds).set({ identityChecks: true }).where(eq(funds.slug, SLUG));
        if (!baseEntries) {
          baseEntries = Array.from({ length: 20_000 }, (_, i) => entryOf(i));
          await loadListVersion(db, { list: 'bench', version: 'base', entries: baseEntries });
          await db.update(screeningRescreens).set({ status: 'done' }).where(eq(screeningRescreens.version, 'base'));
        }
        listUpdates += 1;
        const named = Array.from(
          { length: 5 },
          (_, i): ListEntry => ({
            key: `bench-investor-${listUpdates}-${i}`,
            kind: 'person',
            names: [`Investor N${(i + 1) * 20 * listUpdates}`],
            birthDates: [],
            countries: [],
            programs: ['Bench programme'],
            identifiers: [],
          }),
        );
        const added = Array.from({ length: 395 }, (_, i) => entryOf(100_000 * listUpdates + i));
        await loadListVersion(db, {
          list: 'bench',
          version: `update-${listUpdates}`,
          entries: [...baseEntries, ...added, ...named],
        });
      },
      run: async () => {
        const done = await runRescreens(createScreeningDeps(app.deps));
        return `${done.screened} live subscriptions against 400 changed entries, ${done.newMatches} new matches`;
      },
    };

    const nextPagePath = async (): Promise<string> => {
      const first = await fetch(`${base}/api/admin/funds/${SLUG}/pipeline`, { headers: { cookie: admin.cookie } });
      const next = ((await first.json()) as { page?: { next?: string | null } }).page?.next;
      return next ? `/api/admin/funds/${SLUG}/pipeline?after=${next}` : `/api/admin/funds/${SLUG}/pipeline?page=2`;
    };

    const calls: [string, () => Promise<string> | string | Job][] = [
      ['pipeline, first page', () => `/api/admin/funds/${SLUG}/pipeline`],
      ['pipeline, next page', nextPagePath],
      ['pipeline, filtered (1 % of rows)', () => `/api/admin/funds/${SLUG}/pipeline?status=awaitingFunds`],
      ['pipeline, sorted by amount', () => `/api/admin/funds/${SLUG}/pipeline?sort=amount&order=desc`],
      ['pipeline, sorted by investor', () => `/api/admin/funds/${SLUG}/pipeline?sort=investor`],
      ['pipeline, searched (one investor)', () => `/api/admin/funds/${SLUG}/pipeline?search=scale.4242@`],
      ['fund dashboard (30 days)', () => `/api/admin/funds/${SLUG}/dashboard`],
      ['funnel (90 days: every subscription)', () => `/api/admin/funds/${SLUG}/funnel`],
      ['transaction detail', () => `/api/admin/transactions/${detail.transactionId}`],
      ['CSV export', () => `/api/admin/funds/${SLUG}/export.csv`],
      ['agreements ZIP', () => `/api/admin/funds/${SLUG}/agreements.zip`],
      ['reminder pass (up to 100 mails)', () => reminderPass],
      ['sealing new audit entries (1 per 10 subscriptions)', () => sealing],
      ['rescreen after a list update (identity checks)', () => rescreen],
    ];

    const table: string[] = [];
    let seeded = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await seedSubscriptions(seeder, shape, seeded + 1, size);
      entriesPerSeal = Math.round((size - seeded) / 10);
      seeded = size;
      progress(`seeded ${size} subscriptions in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      for (const [name, pathOf] of calls.filter(([name]) => ONLY.test(name))) {
        const path = await pathOf();
        const runs: Measure[] = [];
        for (let run = 0; run < RUNS; run += 1) runs.push(await call(path));
        const last = runs.at(-1) as Measure;
        const row = [
          size.toLocaleString('en-US'),
          name,
          `${median(runs.map((r) => r.ms)).toFixed(0)} ms`,
          String(last.statements),
          `${(last.bytes / 1024).toFixed(last.bytes < 10_240 ? 1 : 0)} KB`,
          `${Math.max(0, median(runs.map((r) => r.heapMb))).toFixed(0)} MB`,
          `${Math.max(0, median(runs.map((r) => r.rssMb))).toFixed(0)} MB`,
          String(last.status),
        ];
        progress(row.join('  '));
        table.push(`| ${row.join(' | ')} |`);
      }
    }
    const load = loadavg()[0]?.toFixed(1);
    console.log(`\nBack office at scale, PostgreSQL, median of ${RUNS} runs (load average ${load} at the end)\n`);
    console.log(
      '| subscriptions | call | time | statements | answer | memory held, peak rise | RSS rise | status, or what the work did |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const row of table) console.log(row);
  } finally {
    await app.close();
    await seeder.end();
    await database.close();
    if (process.env.BENCH_SCALE_KEEP) {
      progress(`database kept: ${throwaway.url}`);
    } else {
      await throwaway.close();
      progress('database dropped');
    }
  }
};

await main();
