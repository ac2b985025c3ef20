import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SigningView } from '../../../shared/api/signing';
import { type CountedApp, startCountedApp } from '../../test/counted-app';
import { postJson, testBackends } from '../../test/test-app';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import {
  adminCookie,
  consent,
  individualAtSigning,
  openSigning,
  sign,
  signAsInvestor,
} from './testing/signing-fixtures';

/** A plain read of an envelope's row; a lock (`for update`) is the act's own and counted apart. */
const isEnvelopeRead = (query: string): boolean =>
  /^select .* from "envelopes" where/is.test(query) && !/ for update$/i.test(query);
const isEnvelopeLock = (query: string): boolean => /^select .* from "envelopes" where .* for update$/is.test(query);

describe.each(testBackends())('the statements of a signature on %s', (backend) => {
  /** Every statement sent since the test last emptied it. */
  const queries: string[] = [];
  let counted: CountedApp | undefined;

  beforeAll(async () => {
    counted = await startCountedApp(backend, { queries, mailFolder: 'portal-signing-round-trips' });
    await seedFunds(counted.app);
  });
  afterAll(() => counted?.close());

  const theApp = (): FastifyInstance => {
    if (!counted) throw new Error('The app has not started');
    return counted.app;
  };

  it('signs as the investor reading the envelope once', async () => {
    const investor = await individualAtSigning(theApp());
    const opened = await openSigning(theApp(), investor);
    const view = opened.json() as SigningView;
    expect((await consent(theApp(), investor, view.disclosure.sha256)).statusCode).toBe(200);
    queries.length = 0;
    const signed = await sign(theApp(), investor);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().isComplete).toBe(true);
    const statements = queries.filter((query) => !/^(begin|commit)\b/i.test(query));
    // The envelope once (its row, then its signers), and once more held by the signature's own unit of work.
    expect(statements.filter(isEnvelopeRead)).toHaveLength(1);
    expect(statements.filter(isEnvelopeLock)).toHaveLength(1);
    // session; transaction, fund, governing documents; envelope, signers; [begin] envelope held, signers, signature,
    // its event, filled agreement, the events for the certificate, sealed agreement, completion, its event [commit];
    // the audit entry naming the signature's event; the completion mail (outbox, sent); the flow's context, the
    // step's versioned update with its two webhook events, the change request answered (none open). BEGIN/COMMIT
    // aside. It was 37, with the envelope read five times and held twice.
    expect(statements).toHaveLength(23);
  });

  it('countersigns reading the envelope once, in the back office decision, and holding it once for the act', async () => {
    const investor = await individualAtSigning(theApp());
    await signAsInvestor(theApp(), investor);
    const admin = { cookie: await adminCookie(theApp()) };
    const url = `/api/admin/transactions/${investor.transactionId}`;
    expect((await postJson(theApp(), `${url}/approve`, {}, admin)).statusCode).toBe(200);
    queries.length = 0;
    const countersigned = await postJson(theApp(), `${url}/countersign`, {}, admin);
    expect(countersigned.statusCode).toBe(200);
    const statements = queries.filter((query) => !/^(begin|commit)\b/i.test(query));
    // The decision reads the envelope with the transaction's row (the pipeline's join, no read of its own); the act
    // holds it once; the answer's signing detail is the state the act answered (the detail's transaction rows, as
    // every decision answers them, still join the envelope's status).
    expect(statements.filter(isEnvelopeRead)).toHaveLength(0);
    expect(statements.filter(isEnvelopeLock)).toHaveLength(1);
    // It was 40, with the envelope found three times besides.
    expect(statements).toHaveLength(31);
  });
});
