// The pipeline's filter, search, sort and keyset paging in the database (docs/admin.md 'Pipeline'), on a fund of its
// own whose rows cover every status. The SQL status must sort each row exactly as the one status vocabulary
// (shared/domain/investment-status) does: filtering by each status gives the rows whose shown status is that one.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_STATUSES, type PipelineAnswer, type PipelineRow } from '../../../../shared/api/admin-pipeline';
import { investors } from '../../../db/schema/investors';
import { transactions } from '../../../db/schema/transactions';
import { users } from '../../../db/schema/users';
import { getJson, postJson, testBackends, useTestApp } from '../../../test/test-app';
import { seedFunds } from '../../investment-flow/testing/flow-fixtures';
import { type AdminSession, logInAdmin, validFundInput } from '../testing/admin-fixtures';
import { at, insertPipelineCase as insertCase, type PipelineCase } from '../testing/pipeline-fixtures';
import { INVALID_CURSOR } from './pipeline-cursor';
import { BOTH_CURSORS } from './pipeline-page';

/** One row per way a transaction's status is decided (investmentStatus, case for case). */
const CASES: PipelineCase[] = [
  { name: 'declined', row: { rejectionDate: at(1), rejectionReason: 'Not now', subscriptionAgreementDate: at(0) } },
  {
    name: 'withdrawn after approval',
    row: {
      withdrawalDate: at(2),
      withdrawalReason: 'Plans changed',
      subscriptionAgreementDate: at(0),
      isApproved: true,
    },
  },
  { name: 'complete by date', row: { completionDate: at(2), amount: 900 } },
  {
    name: 'complete by the three dates',
    row: { fundsTransferDate: at(1), proofOfAccreditationDate: at(1), subscriptionAgreementDate: at(1) },
  },
  { name: 'funded', row: { fundsTransferDate: at(3), amount: 300 } },
  {
    name: 'countersigned',
    row: { subscriptionAgreementDate: at(4), isApproved: true, currentStep: 'MID_CLOSING' },
    agreement: { signers: ['signed'], isCountersigned: true },
  },
  {
    name: 'approved',
    row: { subscriptionAgreementDate: at(4), isApproved: true, currentStep: 'MID_CLOSING' },
    agreement: { signers: ['signed'] },
  },
  {
    name: 'under review',
    row: { subscriptionAgreementDate: at(5), currentStep: 'MID_CLOSING', amount: 300 },
    agreement: { signers: ['signed'] },
  },
  { name: 'all signed, date on its way', row: { currentStep: 'MID_CLOSING' }, agreement: { signers: ['signed'] } },
  {
    name: 'waiting for a co-signer',
    row: { currentStep: 'MID_CLOSING' },
    agreement: { signers: ['signed', 'pending'] },
  },
  { name: 'signed, no agreement on record', row: { currentStep: 'MID_CLOSING' } },
  {
    name: 'changes requested',
    row: { currentStep: 'DOCUMENT_SIGNED' },
    agreement: { signers: ['signed'] },
    changeRequestTo: 'DOCUMENT_SIGNED',
  },
  {
    name: 'changes requested, stopped at an end screen',
    row: { currentStep: 'INVALID_INVESTOR_STATUS' },
    changeRequestTo: 'ACCREDITED_INVESTOR',
  },
  {
    name: 'countersigned, a change request left open',
    row: { subscriptionAgreementDate: at(4), isApproved: true, currentStep: 'MID_CLOSING' },
    agreement: { signers: ['signed'], isCountersigned: true },
    changeRequestTo: 'DOCUMENT_SIGNED',
  },
  {
    name: 'countersigned, yet back in the wizard',
    row: { isApproved: true, currentStep: 'NAME_PHONE' },
    agreement: { signers: ['signed'], isCountersigned: true },
  },
  { name: 'waitlisted', row: { waitListDate: at(6), currentStep: 'NAME_PHONE' } },
  { name: 'not accredited', row: { currentStep: 'INVALID_INVESTOR_STATUS' } },
  { name: 'IRA to arrange', row: { currentStep: 'IRA_PROVIDER_CUSTOM_CONFIRM' } },
  { name: 'in progress', row: { currentStep: 'SSN_TAX_ID', amount: 500 }, first: 'Zoë', last: 'Lovelace' },
  { name: 'just started', row: { currentStep: 'INITIAL' }, first: '', last: '', email: 'only.mail@example.com' },
];

describe.each(testBackends())('the pipeline in the database on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;
  let slug: string;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    const { app } = t();
    await seedFunds(app);
    admin = await logInAdmin(app);
    const input = validFundInput();
    slug = input.fund.slug;
    expect((await postJson(app, '/api/admin/funds', input, admin)).statusCode).toBe(201);
    for (const [index, c] of CASES.entries()) ids.set(c.name, await insertCase(app.deps.db, slug, c, index));
  });

  const get = async (query: string) => getJson(t().app, `/api/admin/funds/${slug}/pipeline${query}`, admin);
  const page = async (query = ''): Promise<PipelineAnswer> => {
    const response = await get(query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const names = (rows: PipelineRow[]): string[] =>
    rows.map((row) => CASES.find((c) => ids.get(c.name) === row.transactionId)?.name ?? row.transactionId);

  it('finds, for each status, exactly the rows the status vocabulary puts there', async () => {
    const all = await page('?limit=200');
    expect(all.rows).toHaveLength(CASES.length);
    expect(all.total).toBe(CASES.length);
    for (const status of PIPELINE_STATUSES) {
      const expected = all.rows.filter((row) => row.status === status).map((row) => row.transactionId);
      const found = (await page(`?status=${status}&limit=200`)).rows.map((row) => row.transactionId);
      expect(found.sort(), status).toEqual(expected.sort());
    }
    expect(new Set(all.rows.map((row) => row.status))).toEqual(new Set(PIPELINE_STATUSES));
    // An open change request names the row (the lifecycle's stage), wherever the investor is in the wizard; the
    // countersignature wins over it, as the machine takes no change request once the fund countersigned.
    const statusOf = (name: string) => all.rows.find((row) => row.transactionId === ids.get(name))?.status;
    expect(statusOf('changes requested')).toBe('changesRequested');
    expect(statusOf('changes requested, stopped at an end screen')).toBe('changesRequested');
    expect(statusOf('countersigned, a change request left open')).toBe('awaitingFunds');
    expect(statusOf('all signed, date on its way')).toBe('underReview');
    expect(statusOf('countersigned, yet back in the wizard')).toBe('inProgress');
  });

  it('searches names without accents, e-mails and the start of a transaction id', async () => {
    expect(names((await page('?search=zoe%20LOVE')).rows)).toEqual(['in progress']);
    expect(names((await page('?search=only.mail@example')).rows)).toEqual(['just started']);
    const id = ids.get('funded') ?? '';
    expect(names((await page(`?search=${id.slice(0, 8)}`)).rows)).toEqual(['funded']);
    expect(names((await page(`?search=${id.slice(0, 11).toUpperCase()}`)).rows)).toEqual(['funded']);
    expect(names((await page(`?search=${id}`)).rows)).toEqual(['funded']);
    expect((await page(`?search=${id.slice(2, 10)}`)).rows).toEqual([]);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await page('?search=%25')).rows).toEqual([]);
    expect((await page('?search=_')).rows).toEqual([]);
  });

  it('keeps the name it sorts and searches by equal to the name it shows, through renames', async () => {
    const db = t().app.deps.db;
    const stored = async (id: string) => {
      const [row] = await db
        .select({ name: transactions.investorName })
        .from(transactions)
        .where(eq(transactions.id, id));
      return row?.name;
    };
    for (const row of (await page('?limit=200')).rows) expect(await stored(row.transactionId)).toBe(row.investor.name);
    // The profile's name, then the account's e-mail, change after the transaction was written.
    const id = ids.get('waitlisted') ?? '';
    const [owner] = await db.select({ userId: transactions.userId }).from(transactions).where(eq(transactions.id, id));
    if (!owner) throw new Error('No owner');
    await db.update(investors).set({ firstName: 'Émile', lastName: 'Zola' }).where(eq(investors.userId, owner.userId));
    expect(await stored(id)).toBe('Émile Zola');
    expect(names((await page('?search=emile%20zola')).rows)).toEqual(['waitlisted']);
    await db.update(users).set({ email: 'renamed.investor@example.com' }).where(eq(users.id, owner.userId));
    expect(names((await page('?search=renamed.investor')).rows)).toEqual(['waitlisted']);
    // A name given in the flow comes before the profile's.
    await db
      .update(transactions)
      .set({ values: { legalFirstName: 'Ada', legalLastName: 'Byron' } })
      .where(eq(transactions.id, id));
    expect(await stored(id)).toBe('Ada Byron');
    const shown = (await page('?search=byron')).rows;
    expect(shown.map((row) => row.investor.name)).toEqual(['Ada Byron']);
  });

  it('puts missing amounts last in either order, ties by id', async () => {
    for (const order of ['asc', 'desc'] as const) {
      const amounts = (await page(`?sort=amount&order=${order}&limit=200`)).rows.map((row) => row.amount);
      const known = amounts.filter((a): a is number => a !== null);
      expect(amounts.slice(0, known.length)).toEqual(known);
      expect(known).toEqual([...known].sort((a, b) => (order === 'asc' ? a - b : b - a)));
      expect(amounts.slice(known.length).every((a) => a === null)).toBe(true);
    }
  });

  it('sorts by investor name, step title and status as they are shown', async () => {
    const byName = (await page('?sort=investor&limit=200')).rows.map((row) => row.investor.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
    const bySteps = (await page('?sort=step&order=desc&limit=200')).rows.map((r) => r.currentStepTitle.toLowerCase());
    expect(bySteps).toEqual([...bySteps].sort().reverse());
    const byStatus = (await page('?sort=status&order=asc&limit=200')).rows.map((r) =>
      PIPELINE_STATUSES.indexOf(r.status),
    );
    expect(byStatus).toEqual([...byStatus].sort((a, b) => a - b));
  });

  it.each([
    ['updatedAt', 'desc'],
    ['createdAt', 'asc'],
    ['amount', 'desc'],
    ['amount', 'asc'],
    ['investor', 'asc'],
    ['step', 'asc'],
    ['status', 'desc'],
  ])('walks %s %s page by page, forwards and back, through every row once', async (sort, order) => {
    const base = `?sort=${sort}&order=${order}`;
    const whole = (await page(`${base}&limit=200`)).rows.map((row) => row.transactionId);
    const pages: string[][] = [];
    let current = await page(`${base}&limit=4`);
    expect(current.page.previous).toBeNull();
    pages.push(current.rows.map((row) => row.transactionId));
    while (current.page.next) {
      current = await page(`${base}&limit=4&after=${current.page.next}`);
      pages.push(current.rows.map((row) => row.transactionId));
    }
    expect(pages.flat()).toEqual(whole);
    for (let i = pages.length - 2; i >= 0; i -= 1) {
      if (!current.page.previous) throw new Error(`No previous page before page ${i + 2}`);
      current = await page(`${base}&limit=4&before=${current.page.previous}`);
      expect(current.rows.map((row) => row.transactionId)).toEqual(pages[i]);
    }
    expect(current.page.previous).toBeNull();
  });

  it('pages a filtered view by the same cursors', async () => {
    const first = await page('?status=awaitingCoSigners&limit=1');
    expect(first.rows).toHaveLength(1);
    const second = await page(`?status=awaitingCoSigners&limit=1&after=${first.page.next}`);
    expect(second.rows).toHaveLength(1);
    expect(second.rows[0]?.transactionId).not.toBe(first.rows[0]?.transactionId);
    expect(second.page.next).toBeNull();
  });

  it('refuses a cursor it did not make, one made for another sort, and two at once', async () => {
    const { page: made } = await page('?limit=2');
    for (const query of [
      '?after=not-a-cursor',
      `?after=${Buffer.from('["updatedAt","desc",null,"1 or 1=1"]').toString('base64url')}`,
      `?sort=amount&after=${made.next}`,
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe(INVALID_CURSOR);
    }
    const both = await get(`?after=${made.next}&before=${made.next}`);
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe(BOTH_CURSORS);
    expect((await get('?limit=0')).statusCode).toBe(400);
    expect((await get('?limit=100000')).statusCode).toBe(400);
  });
});
