import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SigningView } from '../../../shared/api/signing';
import { createSmtpMailer } from '../../mail/mailer';
import { type CountedApp, startCountedApp } from '../../test/counted-app';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { getJson, postJson, testBackends } from '../../test/test-app';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import {
  adminCookie,
  consent,
  individualAtSigning,
  jointAtSigning,
  openSigning,
  sign,
  signAsInvestor,
  TYPED,
  verifiedCoSigner,
} from './testing/signing-fixtures';

/**
 * The first opening: session; transaction, fund, its governing documents; the envelope held (none yet), the template;
 * the filled agreement, the envelope and its signers made, an event, the transaction's envelope id; the transaction
 * again for the answer; an event.
 */
const OPENING_STATEMENTS = 13;
/** The consent: session; transaction, fund, governing documents; envelope, signers; the consent and its events; audit. */
const CONSENT_STATEMENTS = 10;
/**
 * A co-signer's signature: their session and signer; the envelope and its signers once (it was read twice: the
 * session's voided check, then the state), the fund; held for the act with its signers; the signature, its event, the
 * filled agreement, the events for the certificate, the sealed agreement, completion, its event; the audit entry; the
 * transaction and its signing date, its webhook deliveries; the transaction for the investor's mail, the mail.
 */
const CO_SIGNER_STATEMENTS = 21;

/** A plain read of an envelope's row; a lock (`for update`) is the act's own and counted apart. */
const isEnvelopeRead = (query: string): boolean =>
  /^select .* from "envelopes" where/is.test(query) && !/ for update$/i.test(query);
const isEnvelopeLock = (query: string): boolean => /^select .* from "envelopes" where .* for update$/is.test(query);

describe.each(testBackends())('the statements of a signature on %s', (backend) => {
  /** Every statement sent since the test last emptied it. */
  const queries: string[] = [];
  let counted: CountedApp | undefined;
  let smtp: SmtpPeer | undefined;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    const mailer = createSmtpMailer(smtp.url);
    counted = await startCountedApp(backend, { queries, mailFolder: 'portal-signing-round-trips', mailer });
    await seedFunds(counted.app);
  });
  afterAll(async () => {
    await counted?.close();
    await smtp?.close();
  });

  /** The statements of `call`, BEGIN and COMMIT aside. */
  const statementsOf = async (call: () => Promise<{ statusCode: number; body: string }>): Promise<string[]> => {
    queries.length = 0;
    const response = await call();
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return queries.filter((query) => !/^(begin|commit)\b/i.test(query));
  };

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

  it('opens the ceremony holding the envelope once (the first opening makes it), and takes the consent reading it once', async () => {
    const investor = await individualAtSigning(theApp());
    let view: SigningView | undefined;
    const opening = await statementsOf(async () => {
      const opened = await openSigning(theApp(), investor);
      view = opened.json();
      return opened;
    });
    expect(opening.filter(isEnvelopeRead)).toHaveLength(0);
    expect(opening.filter(isEnvelopeLock)).toHaveLength(1);
    const consenting = await statementsOf(() => consent(theApp(), investor, view?.disclosure.sha256 ?? ''));
    expect(consenting.filter(isEnvelopeRead)).toHaveLength(1);
    expect([opening.length, consenting.length]).toEqual([OPENING_STATEMENTS, CONSENT_STATEMENTS]);
  });

  it("takes a co-signer's signature reading the envelope once", async () => {
    const investor = await jointAtSigning(theApp());
    await signAsInvestor(theApp(), investor);
    if (!smtp) throw new Error('No SMTP peer');
    const { signerId, cookie } = await verifiedCoSigner(theApp(), smtp, investor.coSignerEmail ?? '');
    const url = `/api/signing/co-signer/${signerId}`;
    const view = (await getJson(theApp(), url, { cookie })).json() as SigningView;
    const consented = await postJson(
      theApp(),
      `${url}/consent`,
      { disclosureSha256: view.disclosure.sha256 },
      { cookie },
    );
    expect(consented.statusCode, consented.body).toBe(200);
    const signing = await statementsOf(() =>
      postJson(theApp(), `${url}/sign`, { intentToSign: true, signature: TYPED }, { cookie }),
    );
    expect(signing.filter(isEnvelopeRead)).toHaveLength(1);
    expect(signing.filter(isEnvelopeLock)).toHaveLength(1);
    expect(signing.length).toBe(CO_SIGNER_STATEMENTS);
  });
});
