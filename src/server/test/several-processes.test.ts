// docs/design.md §8 with real processes: the server entry started several times on one PostgreSQL database (as behind a
// load balancer), each with a sender address of its own so the SMTP peer can tell who sent what. Sessions and rate
// limits hold across processes; the reminder schedule and the audit sealer running everywhere send once and seal once;
// a process stopped with SIGTERM mid-send finishes and gives its other claims back, and the claims of one killed with
// SIGKILL are taken by another process once they run out (docs/operations.md 'Several processes').
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../audit/audit-verify';
import { type Database, openDatabase } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { DEMO_FUND_SLUGS, demoFunds } from '../db/seed/demo-funds';
import { selectRows } from '../db/select-rows';
import { createDataCipher } from '../security/data-cipher';
import { generateDataKey } from '../security/data-key';
import { repositoriesOn } from './repositories-of';
import { type ServerProcess, startServerProcess } from './server-process';
import { mailText, type ReceivedMail, type SmtpPeer, startSmtpPeer } from './smtp-peer';

const adminUrl = process.env.TEST_DATABASE_URL;
const REMINDER = /Subject: Reminder: your subscription/;
/** A poll that succeeds returns at once; only a failure waits this long (two cores shared with other tests). */
const WAIT = { timeout: 60_000, interval: 100 };
const PASSWORD = 'correct horse battery';
/** Short enough that a killed process's claims run out within the test. */
const LEASE_SECONDS = 4;
/** A test that starts or stops a process: bounded, yet with room for a busy machine. */
const PROCESS_TEST_MS = 240_000;

const senderOf = (name: string) => `${name}@processes.portal.test`;
const isReminder = (mail: ReceivedMail): boolean => REMINDER.test(mailText(mail));

type Answer = { status: number; body: Record<string, unknown>; cookie: string | undefined };

const call = async (
  server: ServerProcess,
  path: string,
  { body, cookie, address = '192.0.2.1' }: { body?: unknown; cookie?: string; address?: string } = {},
): Promise<Answer> => {
  const response = await fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': address,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(cookie && { cookie }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const setCookie = response.headers.get('set-cookie')?.split(';')[0];
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, cookie: setCookie };
};

/** A POST whose body is sent in two halves: `finish` sends the second and answers the status and message. */
const requestInHalves = (server: ServerProcess, path: string, body: unknown) => {
  const payload = Buffer.from(JSON.stringify(body));
  const half = Math.floor(payload.length / 2);
  const request = httpRequest(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': payload.length, 'x-forwarded-for': '192.0.2.77' },
  });
  const answered = new Promise<{ status: number; message: unknown }>((done, fail) => {
    request.on('error', fail);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const { message } = JSON.parse(Buffer.concat(chunks).toString()) as { message: unknown };
        done({ status: response.statusCode ?? 0, message });
      });
    });
  });
  const started = new Promise<void>((done) => request.write(payload.subarray(0, half), () => done()));
  return {
    started,
    finish: () => {
      request.end(payload.subarray(half));
      return answered;
    },
  };
};

type Investor = { email: string; transactionId: string };

let investorCount = 0;
/** An investor signed up on `server` with an investment started on the venture fund. */
const investorOn = async (server: ServerProcess): Promise<Investor> => {
  investorCount += 1;
  const email = `processes.${investorCount}.${randomBytes(3).toString('hex')}@example.com`;
  const address = `198.51.100.${investorCount}`;
  const names = { firstName: 'Ada', lastName: 'Lovelace' };
  const signedUp = await call(server, '/api/signup', { body: { email, password: PASSWORD, ...names }, address });
  if (signedUp.status !== 201 || !signedUp.cookie) throw new Error(`Sign-up: ${signedUp.status}`);
  const portalFundSlug = DEMO_FUND_SLUGS.promotedVenture;
  const fund = { body: { portalFundSlug }, cookie: signedUp.cookie, address };
  expect((await call(server, '/api/create-user-portfolio', fund)).status).toBe(200);
  const started = await call(server, '/api/submit-step', fund);
  expect(started.status).toBe(200);
  return { email, transactionId: String(started.body.transactionIntegrationId) };
};

describe.skipIf(!adminUrl)('several server processes on one PostgreSQL database', () => {
  const dataKey = generateDataKey().toString('base64');
  const databaseName = `portal_t_${randomBytes(6).toString('hex')}`;
  const running = new Set<ServerProcess>();
  let database: Database;
  let smtp: SmtpPeer;
  let a: ServerProcess;
  let b: ServerProcess;

  const admin = async (statement: string): Promise<void> => {
    const client = postgres(adminUrl ?? '', { max: 1, onnotice: () => undefined });
    await client.unsafe(statement).finally(() => client.end());
  };

  const serverNamed = async (name: string): Promise<ServerProcess> => {
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    const server = await startServerProcess({
      DATABASE_URL: url.toString(),
      PORTAL_DATA_KEY: dataKey,
      SMTP_URL: smtp.url,
      MAIL_FROM: `Portal ${name} <${senderOf(name)}>`,
      NODE_ENV: 'development',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'http://portal.test',
      REMINDER_CHECK_SECONDS: '0.2',
      REMINDER_LEASE_SECONDS: String(LEASE_SECONDS),
      REMINDER_BATCH: '2',
      DRAIN_TIMEOUT_SECONDS: '60',
    });
    running.add(server);
    return server;
  };

  const stop = async (server: ServerProcess, signal: NodeJS.Signals): Promise<number | null> => {
    running.delete(server);
    return server.stop(signal);
  };

  /** The investors' wizards untouched for three days: their first reminder is due. */
  const makeDue = async (investors: Investor[]): Promise<void> => {
    const ids = sql.join(
      investors.map((i) => sql`${i.transactionId}::uuid`),
      sql`, `,
    );
    await database.db.execute(sql`update transactions set updated_at = now() - interval '3 days' where id in (${ids})`);
    await database.db.execute(
      sql`update reminders set next_due_at = now() - interval '1 day' where transaction_id in (${ids})`,
    );
  };

  /** Sent counts of the investors' series, once none is claimed: the runs that took them have finished. */
  const settledSentCounts = async (investors: Investor[]): Promise<(number | string)[] | 'claimed'> => {
    const ids = sql.join(
      investors.map((i) => sql`${i.transactionId}::uuid`),
      sql`, `,
    );
    const rows = await selectRows<{ sent: number; claimed: boolean; due: string }>(
      database.db,
      sql`select sent_count as sent, claimed_until is not null as claimed, next_due_at::text as due
            from reminders where transaction_id in (${ids}) order by transaction_id`,
    );
    if (rows.length < investors.length || rows.some((r) => r.claimed)) return 'claimed';
    // A series not sent says when it is due next, which tells why.
    return rows.map((r) => (r.sent === 0 ? `${r.sent} due ${r.due}` : r.sent));
  };

  const remindersTo = (investor: Investor): ReceivedMail[] =>
    smtp.messages.filter((m) => m.to.includes(investor.email) && isReminder(m));
  const remindersFrom = (sender: string): ReceivedMail[] =>
    smtp.messages.filter((m) => m.from === sender && isReminder(m));

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${databaseName}`);
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    database = await openDatabase({ url: url.toString(), poolSize: 2 });
    await migrateDatabase(database);
    // The one fund the investors invest in, added here: no process finds the database empty and seeds the demo.
    const venture = demoFunds(new Date()).find(({ fund }) => fund.slug === DEMO_FUND_SLUGS.promotedVenture);
    if (!venture) throw new Error('No venture fund in the demo data');
    const repos = repositoriesOn(database.db, createDataCipher([Buffer.from(dataKey, 'base64')]));
    await repos.funds.upsert(venture.fund, venture.settings);
    smtp = await startSmtpPeer();
    [a, b] = await Promise.all([serverNamed('a'), serverNamed('b')]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([...running].map((server) => server.stop('SIGKILL')));
    await smtp?.close();
    await database?.close();
    await admin(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }, 60_000);

  it('keeps a session made on one process for the other, and ends it everywhere at logout', async () => {
    const investor = await investorOn(a);
    const login = await call(a, '/api/login', { body: { email: investor.email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const cookie = login.cookie ?? '';
    const me = await call(b, '/api/me', { cookie });
    expect(me.body).toMatchObject({ isLoggedIn: true, user: { email1: investor.email } });
    expect((await call(b, '/api/logout', { body: {}, cookie })).status).toBe(200);
    expect((await call(a, '/api/me', { cookie })).body).toMatchObject({ isLoggedIn: false });
  });

  it('counts failed logins on both processes against one limit', async () => {
    const investor = await investorOn(b);
    const guess = { email: investor.email, password: 'wrong password' };
    // The limit is 10 failures per account from one address (DEFAULT_RATE_LIMITS): five on each process reach it.
    for (const server of [a, b, a, b, a, b, a, b, a, b]) {
      expect((await call(server, '/api/login', { body: guess, address: '203.0.113.9' })).status).toBe(401);
    }
    expect((await call(a, '/api/login', { body: guess, address: '203.0.113.9' })).status).toBe(429);
    expect((await call(b, '/api/login', { body: guess, address: '203.0.113.9' })).status).toBe(429);
    // Only that address: the account's owner elsewhere is not locked out (docs/security.md 'Login limits').
    const owner = { email: investor.email, password: PASSWORD };
    expect((await call(b, '/api/login', { body: owner, address: '203.0.113.10' })).status).toBe(200);
  });

  it(
    'sends each reminder once while both processes run the schedule, and seals the audit log once',
    async () => {
      const investors = [await investorOn(a), await investorOn(b), await investorOn(a), await investorOn(b)];
      // The first reminder sent waits at the SMTP peer until the other process has sent one: both work at once.
      let firstSender: string | undefined;
      smtp.hold((mail) => {
        if (!isReminder(mail)) return false;
        firstSender ??= mail.from;
        return mail.from === firstSender;
      });
      await makeDue(investors);
      await expect.poll(() => smtp.held().length, WAIT).toBe(1);
      const other = firstSender === senderOf('a') ? senderOf('b') : senderOf('a');
      await expect.poll(() => remindersFrom(other).length, WAIT).toBeGreaterThanOrEqual(1);
      smtp.release();
      await expect.poll(() => settledSentCounts(investors), WAIT).toEqual([1, 1, 1, 1]);
      expect(investors.map((i) => remindersTo(i).length)).toEqual([1, 1, 1, 1]);
      expect(new Set(investors.map((i) => remindersTo(i)[0]?.from))).toEqual(new Set([senderOf('a'), senderOf('b')]));
      const audit = await verifyAuditChain(database.db);
      expect(audit.problems).toEqual([]);
    },
    PROCESS_TEST_MS,
  );

  it(
    'finishes the request and the reminder in flight on SIGTERM, gives the others back, and exits 0',
    async () => {
      const investors = [await investorOn(a), await investorOn(b), await investorOn(a), await investorOn(b)];
      // Both processes stop at their first reminder, each holding one more claimed.
      smtp.hold(isReminder);
      await makeDue(investors);
      await expect.poll(() => new Set(smtp.held().map((m) => m.from)).size, WAIT).toBe(2);
      // A request in flight: its body half sent when the signal comes.
      const inFlight = requestInHalves(a, '/api/login', { email: investors[0]?.email, password: 'wrong password' });
      await inFlight.started;
      // Connections are accepted in the order they came: once a later one is answered, the request's has been taken.
      expect((await fetch(`${a.url}/livez`)).status).toBe(200);
      const aStopped = stop(a, 'SIGTERM');
      await expect.poll(() => a.output(), WAIT).toContain('"msg":"draining"');
      // No new connection is accepted, and the request in flight is answered in full.
      await expect
        .poll(
          () =>
            fetch(`${a.url}/livez`).then(
              () => 'accepted',
              () => 'refused',
            ),
          WAIT,
        )
        .toBe('refused');
      expect(await inFlight.finish()).toEqual({ status: 401, message: expect.stringMatching(/password/i) });
      // B goes on, and sends what A gave back as well as its own; A's reminder in flight still waits.
      smtp.hold((mail) => isReminder(mail) && mail.from === senderOf('a'));
      smtp.release((mail) => mail.from === senderOf('b'));
      await expect
        .poll(
          () => remindersFrom(senderOf('b')).filter((m) => investors.some((i) => m.to.includes(i.email))).length,
          WAIT,
        )
        .toBe(3);
      smtp.release();
      expect(await aStopped).toBe(0);
      expect(a.output()).toContain('"msg":"drained"');
      await expect.poll(() => settledSentCounts(investors), WAIT).toEqual([1, 1, 1, 1]);
      expect(investors.map((i) => remindersTo(i).length)).toEqual([1, 1, 1, 1]);
    },
    PROCESS_TEST_MS,
  );

  it(
    'lets a new process take the claims of one killed with SIGKILL mid-send once they run out',
    async () => {
      const investors = [await investorOn(b), await investorOn(b), await investorOn(b), await investorOn(b)];
      smtp.hold(isReminder);
      await makeDue(investors);
      await expect.poll(() => smtp.held().length, WAIT).toBe(1);
      expect(await stop(b, 'SIGKILL')).toBeNull();
      // The mail B was sending is never accepted: its connection is gone.
      await expect.poll(() => smtp.held().length, WAIT).toBe(0);
      smtp.release();
      const c = await serverNamed('c');
      await expect.poll(() => settledSentCounts(investors), WAIT).toEqual([1, 1, 1, 1]);
      expect(investors.map((i) => remindersTo(i).length)).toEqual([1, 1, 1, 1]);
      expect(investors.every((i) => remindersTo(i)[0]?.from === senderOf('c'))).toBe(true);
      expect((await call(c, '/readyz')).status).toBe(200);
      const audit = await verifyAuditChain(database.db);
      expect(audit.problems).toEqual([]);
    },
    PROCESS_TEST_MS,
  );
});
