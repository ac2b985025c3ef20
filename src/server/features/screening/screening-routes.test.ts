// Identity checks' screening through the API (docs/kyc.md), on each backend: a crafted investor whose name a sample
// list holds lands in the back office's queue when they sign, approval is refused until an admin clears the match,
// a confirmed match blocks it for good, a new list version screened again finds a new match, and nothing the investor
// reads names a list. Funds that do not run the checks are untouched.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyFlowValues } from '../../../shared/domain/flow-values';
import { NOTE_REQUIRED } from '../../../shared/schemas/admin/screening-decision.schema';
import { funds } from '../../db/schema/funds';
import { screeningRescreens } from '../../db/schema/screening';
import { transactions } from '../../db/schema/transactions';
import { FIELDS_TO_CORRECT } from '../../http-error';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import { type AdminSession, logInAdmin } from '../back-office/testing/admin-fixtures';
import { FUNDS, seedFunds } from '../investment-flow/testing/flow-fixtures';
import {
  coSignerConsentAndSign,
  entityWithOwnersAtSigning,
  individualAtSigning,
  individualNamedAtSigning,
  jointAtSigning,
  mailsTo,
  type SigningCase,
  signAsInvestor,
  verifiedCoSigner,
} from '../signing/testing/signing-fixtures';
import { loadListFile } from './load-list';
import { runRescreens } from './rescreen';
import { screenSubscription } from './screen-subscription';
import { MATCH_DECIDED } from './screening-admin';
import { createScreeningDeps } from './screening-deps';
import { IRA_CUSTODIAN_CHECKS } from './screening-subjects';

const SAMPLE = new URL('./sample-lists/opensanctions-sample.csv', import.meta.url);
const HELD = 'This subscription cannot be approved: the identity checks have not cleared the investor.';

type Match = {
  id: string;
  transactionId: string;
  list: string;
  listVersion: string;
  entryKey: string;
  score: number;
  reasons: string[];
  status: string;
};

describe.each(testBackends())('identity checks on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;
  let version: string;

  beforeAll(async () => {
    const { app } = t();
    await seedFunds(app);
    admin = await logInAdmin(app);
    ({ version } = await loadListFile(app.deps.db, { input: createReadStream(SAMPLE), format: 'opensanctions' }));
  });

  const setIdentityChecks = (slug: string, isOn: boolean) =>
    t().app.deps.db.update(funds).set({ identityChecks: isOn }).where(eq(funds.slug, slug));
  const queue = async (status = 'open'): Promise<Match[]> =>
    (await getJson(t().app, `/api/admin/screening?status=${status}`, admin)).json().matches;
  const approve = (investor: SigningCase) =>
    postJson(t().app, `/api/admin/transactions/${investor.transactionId}/approve`, {}, admin);
  const decide = (matchId: string, body: unknown) =>
    postJson(t().app, `/api/admin/screening/${matchId}/decision`, body, admin);
  /** An individual signed; on a fund that runs identity checks, born on `dateOfBirth` (else the fixture's date). */
  const signed = async (names?: { legalFirstName: string; legalLastName: string }, dateOfBirth?: string) => {
    const investor = names
      ? await individualNamedAtSigning(t().app, names, dateOfBirth ? { dateOfBirth } : undefined)
      : await individualAtSigning(t().app);
    expect((await signAsInvestor(t().app, investor)).statusCode).toBe(200);
    return investor;
  };
  /** What the investor reads of their investments, and every mail they were sent. */
  const investorReads = async (investor: SigningCase): Promise<string> =>
    [(await getJson(t().app, '/api/user-investments', investor)).body, ...mailsTo(t().smtp, investor.email, /./)].join(
      '\n',
    );

  it('leaves a fund without identity checks as it was: no screening, approval as before', async () => {
    await setIdentityChecks(FUNDS.promotedVenture, false);
    const investor = await signed({ legalFirstName: 'Ivan', legalLastName: 'Petrovsky' });
    expect((await queue()).filter((m) => m.transactionId === investor.transactionId)).toEqual([]);
    expect((await approve(investor)).statusCode).toBe(200);
  });

  it('queues a crafted investor matching the list at signing, refuses approval until the match is cleared', async () => {
    await setIdentityChecks(FUNDS.promotedVenture, true);
    // The crafted investor gives the entry's birth date on the identity-details step.
    const investor = await signed({ legalFirstName: 'Ivan', legalLastName: 'Petrovsky' }, '1968-03-14');
    const [match, ...others] = (await queue()).filter((m) => m.transactionId === investor.transactionId);
    expect(others).toEqual([]);
    expect(match).toMatchObject({
      list: 'opensanctions',
      listVersion: version,
      entryKey: 'sample-p-0001',
      score: 1,
      status: 'open',
    });
    expect(match?.reasons).toEqual([
      "name 100% alike ('Ivan Petrovsky' against 'Ivan Petrovsky')",
      'date of birth matches (1968-03-14)',
      'country differs (RU against US)',
    ]);

    const refused = await approve(investor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(HELD);

    // The investor reads that the checks run (their summary's status line), never which list, nor the word itself.
    const pendingOf = async () =>
      (await getJson(t().app, '/api/user-investments', investor))
        .json()
        .transactions.find((tx: { integrationId: string }) => tx.integrationId === investor.transactionId)
        ?.isIdentityCheckPending;
    expect(await pendingOf()).toBe(true);
    const read = await investorReads(investor);
    expect(read).not.toMatch(/sanction|opensanctions|sample-p-0001|Petrovsky'/i);

    const missing = await decide(match?.id ?? '', { decision: 'clear', note: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: FIELDS_TO_CORRECT, fields: { note: NOTE_REQUIRED } });
    const cleared = await decide(match?.id ?? '', { decision: 'clear', note: 'Different person: born 1985 in Ohio.' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ status: 'cleared', note: 'Different person: born 1985 in Ohio.' });
    expect((await decide(match?.id ?? '', { decision: 'confirm', note: 'Second thoughts' })).json().message).toBe(
      MATCH_DECIDED,
    );
    expect(await pendingOf()).toBeUndefined();
    expect((await approve(investor)).statusCode).toBe(200);

    const audit = (await getJson(t().app, `/api/admin/audit?target=${investor.transactionId}`, admin)).json();
    const actions = audit.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['screening.completed', 'screening.cleared', 'transaction.approved']),
    );
  });

  it('screens an entity’s beneficial owners and control person at signing, their numbers sealed and masked', async () => {
    await setIdentityChecks(FUNDS.bondRaise, true);
    const residence = {
      ...emptyFlowValues().residenceAddress,
      address1: '1 Garden Road',
      city: 'Shanghai',
      country: 'CN',
    };
    const investor = await entityWithOwnersAtSigning(t().app, {
      beneficialOwnerCount: '2',
      owner1Name: 'Wang Jianguo',
      owner1DateOfBirth: '1971-07-02',
      owner1Address: residence,
      owner1IdKind: 'passport',
      owner1Passport: 'EA12345678',
      owner1PassportCountry: 'CN',
      owner1Percentage: '55',
      owner2Name: 'Mary Somerville',
      owner2DateOfBirth: '1975-12-26',
      owner2Address: { ...residence, country: 'GB', city: 'London' },
      owner2IdKind: 'ssn',
      owner2Ssn: '123-45-6780',
      owner2Percentage: '45 %',
      controlName: 'Grace Hopper',
      controlTitle: 'Managing member',
      controlDateOfBirth: '1966-12-09',
      controlAddress: { ...residence, country: 'US', city: 'New York', state: 'NY', postalCode: '10118' },
      controlIdKind: 'ssn',
      controlSsn: '219-09-9999',
    });
    expect((await signAsInvestor(t().app, investor)).statusCode).toBe(200);
    const [match, ...others] = (await queue()).filter((m) => m.transactionId === investor.transactionId);
    expect(others).toEqual([]);
    expect(match).toMatchObject({ entryKey: 'sample-p-0004', status: 'open' });
    expect(match?.reasons).toContain('date of birth matches (1971-07-02)');
    expect((await approve(investor)).statusCode).toBe(409);

    // Every answer masks the owners' numbers; the database holds them sealed.
    const read = await investorReads(investor);
    expect(read).not.toMatch(/EA12345678|123-45-6780|219-09-9999|sanction|opensanctions|sample-p-0004/i);
    const detail = (await getJson(t().app, `/api/admin/transactions/${investor.transactionId}`, admin)).body;
    expect(detail).not.toMatch(/EA12345678|123-45-6780|219-09-9999/);
    const answers: { label: string; value: string }[] = JSON.parse(detail).answers;
    expect(answers.find((a) => a.label === 'Owner 1: passport number')?.value).toBe('••••5678');
    expect(answers.find((a) => a.label === 'Control person: SSN')?.value).toBe('•••-••-9999');
    expect(answers.find((a) => a.label === 'Owner 2: percentage owned')?.value).toBe('45');
    const [row] = await t()
      .app.deps.db.select({ values: transactions.values })
      .from(transactions)
      .where(eq(transactions.id, investor.transactionId));
    expect(JSON.stringify(row?.values)).not.toMatch(/EA12345678|123456780|219099999/);
    await setIdentityChecks(FUNDS.bondRaise, false);
  });

  it('screens once everyone has signed when the fund chooses that stage, and not at the investor’s signature', async () => {
    const db = t().app.deps.db;
    await db
      .update(funds)
      .set({ identityChecks: true, screeningStage: 'fullySigned' })
      .where(eq(funds.slug, FUNDS.bondRaise));
    const investor = await jointAtSigning(t().app);
    const screenings = async () => {
      const audit = (await getJson(t().app, `/api/admin/audit?target=${investor.transactionId}`, admin)).json();
      return audit.entries.filter((e: { action: string }) => e.action === 'screening.completed').length;
    };
    expect((await signAsInvestor(t().app, investor)).statusCode).toBe(200);
    expect(await screenings()).toBe(0);
    const coSigner = await verifiedCoSigner(t().app, t().smtp, investor.coSignerEmail ?? '');
    await coSignerConsentAndSign(t().app, coSigner, { kind: 'typed', text: 'Charles Babbage' });
    await expect.poll(screenings).toBe(1);
    await db
      .update(funds)
      .set({ identityChecks: false, screeningStage: 'investorSigned' })
      .where(eq(funds.slug, FUNDS.bondRaise));
  });

  it('lets an investor no list holds through at once', async () => {
    await setIdentityChecks(FUNDS.promotedVenture, true);
    const investor = await signed();
    expect((await queue()).some((m) => m.transactionId === investor.transactionId)).toBe(false);
    expect((await approve(investor)).statusCode).toBe(200);
  });

  it('blocks the subscription for good once a match is confirmed', async () => {
    await setIdentityChecks(FUNDS.promotedVenture, true);
    const investor = await signed({ legalFirstName: 'Olena', legalLastName: 'Marchenko' }, '1990-02-28');
    const [match] = (await queue()).filter((m) => m.transactionId === investor.transactionId);
    expect(match?.entryKey).toBe('sample-p-0010');
    const confirmed = await decide(match?.id ?? '', { decision: 'confirm', note: 'Same person: passport matches.' });
    expect(confirmed.json().status).toBe('confirmed');
    expect((await queue('confirmed')).map((m) => m.id)).toContain(match?.id);
    expect((await approve(investor)).json().message).toBe(HELD);
    // The export says where each subscription's checks stand, in the back office's words.
    const csv = (await getJson(t().app, `/api/admin/funds/${FUNDS.promotedVenture}/export.csv`, admin)).body;
    const lineOf = (transactionId: string) => csv.split('\r\n').find((line) => line.includes(transactionId)) ?? '';
    expect(lineOf(investor.transactionId)).toContain('"Match confirmed: blocked"');
    expect(csv.split('\r\n')[0]).toContain('"Identity checks"');
  });

  it('finds a new match when a subscription is screened again against a new list version', async () => {
    await setIdentityChecks(FUNDS.promotedVenture, true);
    const investor = await signed();
    expect((await approve(investor)).statusCode).toBe(200);
    const text = (await Readable.from(createReadStream(SAMPLE)).toArray()).join('');
    await loadListFile(t().app.deps.db, {
      input: Readable.from([
        `${text}sample-p-0099,Person,Ada Lovelace,,1980-04-23,us,,,Sample Sanctions Programme,,,SAMPLE-9,Sample list (invented entries),2026-12-04T00:00:00,2026-12-04T00:00:00,2026-12-04T00:00:00\n`,
      ]),
      format: 'opensanctions',
      version: `${version}-next`,
    });
    const again = await postJson(t().app, `/api/admin/transactions/${investor.transactionId}/screening`, {}, admin);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      result: 'possibleMatch',
      newMatches: 1,
      lists: [{ list: 'opensanctions', version: `${version}-next` }],
    });
    expect(again.json().matches.map((m: Match) => m.entryKey)).toEqual(['sample-p-0099']);
    // Screened again, the same entry is the same match: nothing new.
    const third = await postJson(t().app, `/api/admin/transactions/${investor.transactionId}/screening`, {}, admin);
    expect(third.json().newMatches).toBe(0);
  });

  it('records an IRA as exempt (its custodian checks), which lets approval go ahead without a list asked', async () => {
    await setIdentityChecks(FUNDS.promotedVenture, true);
    const investor = await individualAtSigning(t().app);
    const summary = await screenSubscription(createScreeningDeps(t().app.deps), {
      transactionId: investor.transactionId,
      values: { ...emptyFlowValues(), methodOfInvestment: 'ira' },
      reason: 'admin',
    });
    expect(summary).toEqual({ result: 'exempt', subjects: 0, newMatches: 0, lists: [] });
    const audit = (await getJson(t().app, `/api/admin/audit?target=${investor.transactionId}`, admin)).json();
    expect(audit.entries.find((e: { action: string }) => e.action === 'screening.exempt')?.details).toEqual({
      reason: 'admin',
      why: IRA_CUSTODIAN_CHECKS,
    });
  });

  it('holds approval while a fund that runs the checks has not screened the subscription yet', async () => {
    await setIdentityChecks(FUNDS.promotedVenture, false);
    const investor = await signed({ legalFirstName: 'Grace', legalLastName: 'Hopper' });
    await setIdentityChecks(FUNDS.promotedVenture, true);
    expect((await approve(investor)).json().message).toBe(HELD);
    const screened = await postJson(t().app, `/api/admin/transactions/${investor.transactionId}/screening`, {}, admin);
    expect(screened.json().result).toBe('clear');
    expect((await approve(investor)).statusCode).toBe(200);
  });

  it('screens live subscriptions again when a new list version is loaded, against what it changed, and tells the admins', async () => {
    await setIdentityChecks(FUNDS.promotedVenture, true);
    const investor = await signed({ legalFirstName: 'Katherine', legalLastName: 'Johnson' });
    expect((await queue()).some((m) => m.transactionId === investor.transactionId)).toBe(false);
    const text = (await Readable.from(createReadStream(SAMPLE)).toArray()).join('');
    const next = `${version}-monitoring`;
    await loadListFile(t().app.deps.db, {
      input: Readable.from([
        `${text}sample-p-0100,Person,Katherine Coleman Johnson,,,us,,,Sample Sanctions Programme,,,SAMPLE-9,Sample list (invented entries),2026-12-04T00:00:00,2026-12-04T00:00:00,2026-12-04T00:00:00\n`,
      ]),
      format: 'opensanctions',
      version: next,
    });
    await runRescreens(createScreeningDeps(t().app.deps));
    const db = t().app.deps.db;
    // The timer of the app may have taken it first: either way it ends done.
    await expect
      .poll(
        async () => (await db.select().from(screeningRescreens).where(eq(screeningRescreens.version, next)))[0]?.status,
      )
      .toBe('done');
    const [rescreen] = await db.select().from(screeningRescreens).where(eq(screeningRescreens.version, next));
    expect(rescreen?.newMatches).toBeGreaterThanOrEqual(1);
    const [match] = (await queue()).filter((m) => m.transactionId === investor.transactionId);
    expect(match).toMatchObject({ entryKey: 'sample-p-0100', listVersion: next, status: 'open' });
    expect(mailsTo(t().smtp, 'admin@investor-portal.local', /Identity checks: .* to review/)).not.toEqual([]);
    expect((await approve(investor)).json().message).toBe(HELD);
    // Nothing is left to claim: the version is screened once.
    expect((await runRescreens(createScreeningDeps(t().app.deps))).rescreens).toBe(0);
  });

  it('refuses what is not a decision, and investors', async () => {
    const [match] = await queue();
    const id = match?.id ?? '00000000-0000-4000-8000-000000000000';
    expect((await decide(id, { decision: 'maybe', note: 'x' })).statusCode).toBe(400);
    expect((await decide(id, { decision: 'clear', note: 'x', extra: true })).statusCode).toBe(400);
    expect((await decide('not-a-uuid', { decision: 'clear', note: 'x' })).statusCode).toBe(400);
    expect((await decide('00000000-0000-4000-8000-000000000000', { decision: 'clear', note: 'x' })).statusCode).toBe(
      404,
    );
    const investor = await individualAtSigning(t().app);
    expect((await getJson(t().app, '/api/admin/screening', investor)).statusCode).toBe(403);
  });
});
