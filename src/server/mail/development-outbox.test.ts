// docs/operations.md 'Mail': without SMTP_URL each mail is a file in the data folder, and the log says only that it was
// written, to whom (masked) and where. One-time links and codes never reach stdout or the app's log.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_INVESTMENTS } from '../../shared/schemas/account/delegate-invite.schema';
import { buildApp } from '../app';
import { createConfiguredMailer } from '../runtime';
import { generateDataKey } from '../security/data-key';
import { newToken } from '../security/tokens';
import {
  GENEROUS_RATE_LIMITS,
  getJson,
  postJson,
  signUp,
  TEST_PASSWORD,
  testBackends,
  uniqueEmail,
} from '../test/test-app';
import { openTestDatabase, type TestDatabase } from '../test/test-database';

/** The tokens of the links a mail's text carries (reset, e-mail change, invitation, co-signer). */
const tokensIn = (text: string): string[] =>
  [...text.matchAll(/(?:token=|\/sign\/)([A-Za-z0-9_.%-]{20,})/g)].map((m) => m[1] ?? '');

/** A saved mail's text with its quoted-printable soft breaks and escapes undone, as a mail program shows it. */
const readMail = async (file: string): Promise<string> =>
  (await readFile(file, 'utf8'))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe.each(testBackends())('the development outbox on %s', (backend) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let outbox: string;
  /** What the outbox printed (stdout in `npm start`) and what the app logged. */
  const printed: string[] = [];
  const logs: string[] = [];
  const everythingLogged = () => [...printed, ...logs].join('\n');

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'portal-outbox-'));
    database = await openTestDatabase(backend);
    app = await buildApp({
      db: database.db,
      databasePool: database.pool,
      mailer: createConfiguredMailer({ smtpUrl: undefined, mailFrom: undefined, outboxDir: outbox }, (line) =>
        printed.push(line),
      ),
      dataKey: generateDataKey(),
      rateLimits: GENEROUS_RATE_LIMITS,
      logLevel: 'debug',
      logStream: { write: (line: string) => void logs.push(line) },
    });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(outbox, { recursive: true, force: true });
  });

  /** The text of the newest mail of a kind in the outbox folder, once it is there. */
  const savedMail = async (kind: string): Promise<{ file: string; text: string }> => {
    let files: string[] = [];
    await expect
      .poll(async () => {
        files = (await readdir(outbox)).filter((name) => name.endsWith(`-${kind}.eml`)).sort();
        return files.length;
      })
      .toBeGreaterThan(0);
    const file = join(outbox, files.at(-1) ?? '');
    return { file, text: await readMail(file) };
  };

  it('says a reset mail was saved, to whom and where, and leaves its link in the file alone', async () => {
    const { email } = await signUp(app);
    expect((await postJson(app, '/api/password-reset', { email })).statusCode).toBe(200);
    const { file, text } = await savedMail('password-reset');
    const [token] = tokensIn(text);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const line = printed.find((l) => l.includes(file));
    expect(line).toContain('Reset your Investor Portal password');
    expect(line).toContain(`${email.slice(0, 1)}•••@example.com`);
    expect(line).not.toContain(email);
    expect(everythingLogged()).not.toContain(token);
    expect(everythingLogged()).not.toContain('reset-password?token');
  });

  it("keeps the links of a new login e-mail's confirmation and a delegate's invitation out of the log", async () => {
    const investor = await signUp(app);
    const change = await postJson(
      app,
      '/api/account/email',
      { newEmail: uniqueEmail('new-address'), currentPassword: TEST_PASSWORD },
      { cookie: investor.cookie },
    );
    expect(change.statusCode).toBe(200);
    const invite = await postJson(
      app,
      '/api/account/delegates',
      { email: uniqueEmail('adviser'), scope: ALL_INVESTMENTS },
      { cookie: investor.cookie },
    );
    expect(invite.statusCode).toBeLessThan(300);
    await savedMail('email-change-confirm');
    await savedMail('delegate-invitation');
    const texts = (await readdir(outbox)).map((name) => readMail(join(outbox, name)));
    const tokens = (await Promise.all(texts)).flatMap(tokensIn);
    // The reset of the test before, the e-mail change and the invitation: three links, none of them logged.
    expect(new Set(tokens).size).toBeGreaterThanOrEqual(3);
    for (const token of tokens) expect(everythingLogged()).not.toContain(token);
  });

  it('writes any mail to its file and logs neither its link nor its code', async () => {
    const link = `https://portal.example.com/sign/${newToken()}`;
    const code = '482915';
    const mailer = createConfiguredMailer({ smtpUrl: undefined, mailFrom: undefined, outboxDir: outbox }, (line) =>
      printed.push(line),
    );
    await mailer.send({
      kind: 'signing-code',
      to: 'co.signer@example.com',
      subject: 'Your code to sign',
      text: `Open ${link} and enter the code ${code}.`,
      link,
    });
    const { text } = await savedMail('signing-code');
    expect(text).toContain(link);
    expect(text).toContain(code);
    expect(everythingLogged()).not.toContain(link.split('/sign/')[1]);
    expect(everythingLogged()).not.toContain(code);
    expect(printed.at(-1)).toMatch(/^Mail to c•••@example\.com \(Your code to sign\) saved to .*-signing-code\.eml/);
  });

  it("keeps a co-signer link's token out of the request log when its page is opened", async () => {
    const token = newToken();
    await getJson(app, `/sign/${token}`);
    await getJson(app, `/api/me?token=${token}`);
    expect(logs.some((line) => line.includes('/sign/…'))).toBe(true);
    expect(everythingLogged()).not.toContain(token);
  });
});
