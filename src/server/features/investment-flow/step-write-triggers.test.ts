// What the database keeps beside each step write (migration 0025 made the triggers skip what did not change): the audit
// trail's 'answers.changed' with the fields that changed and who gave them, the funnel's stays with exactly one open
// stay, and the pipeline's name from the legal-name answers. Each is checked where the triggers now take a shortcut.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stepStays } from '../../db/schema/back-office';
import { auditLog } from '../../db/schema/operations';
import { transactions } from '../../db/schema/transactions';
import { postJson, testBackends, useTestApp } from '../../test/test-app';
import { type InvestorOnFund, investorOnFund, SSN, seedFunds, submit, walkTo } from './testing/flow-fixtures';

type Change = {
  fields: string[];
  sealedTaxIds: Record<string, unknown>;
  fromStep: string;
  toStep: string;
  answeredBy: unknown;
};

describe.each(testBackends())('the database beside each step write on %s', (backend) => {
  const t = useTestApp(backend);

  const previous = (investor: InvestorOnFund, currentStep: string) =>
    postJson(
      t().app,
      '/api/previous-step',
      { transactionIntegrationId: investor.transactionId, currentStep },
      { cookie: investor.cookie },
    );

  const changes = async (id: string): Promise<Change[]> => {
    const rows = await t()
      .app.deps.db.select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.target, id), eq(auditLog.action, 'answers.changed')))
      .orderBy(asc(auditLog.id));
    return rows.map((row) => row.details as Change);
  };

  const stays = (id: string) =>
    t()
      .app.deps.db.select({
        step: stepStays.step,
        cameFrom: stepStays.cameFrom,
        leftAt: stepStays.leftAt,
        isFirstVisit: stepStays.isFirstVisit,
      })
      .from(stepStays)
      .where(eq(stepStays.transactionId, id))
      .orderBy(asc(stepStays.id));

  const storedName = async (id: string) => {
    const [row] = await t()
      .app.deps.db.select({ name: transactions.investorName, search: transactions.searchText })
      .from(transactions)
      .where(eq(transactions.id, id));
    return row;
  };

  it('records a move that changes no answer with no fields and no author, and one that does with both', async () => {
    const { app } = t();
    await seedFunds(app);
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'SSN_TAX_ID');
    expect((await submit(app, investor, 'SSN_TAX_ID', { ssn: SSN })).statusCode).toBe(200);
    expect((await previous(investor, 'NAME_PHONE')).statusCode).toBe(200);
    // The same tax id again: the answers stay as they were (the seal is kept), only the step moves.
    expect((await submit(app, investor, 'SSN_TAX_ID', { ssn: SSN })).statusCode).toBe(200);
    const [answered, back, again] = (await changes(investor.transactionId)).slice(-3);
    expect(answered).toMatchObject({ fromStep: 'SSN_TAX_ID', toStep: 'NAME_PHONE', fields: [] });
    expect(answered?.sealedTaxIds).toHaveProperty('ssn');
    expect(answered?.answeredBy).toMatchObject({ by: 'investor', userId: investor.userId });
    expect(back).toEqual(expect.objectContaining({ fromStep: 'NAME_PHONE', toStep: 'SSN_TAX_ID', fields: [] }));
    expect(back?.sealedTaxIds).toEqual({});
    expect(back?.answeredBy).toBeNull();
    expect(again).toEqual(expect.objectContaining({ fromStep: 'SSN_TAX_ID', toStep: 'NAME_PHONE', fields: [] }));
    expect(again?.sealedTaxIds).toEqual({});
    expect(again?.answeredBy).toBeNull();

    // A changed answer on the same step is recorded with its field and its author.
    const phone = await submit(app, investor, 'NAME_PHONE', { mobilePhone: '+1 415 555 0100' });
    expect(phone.statusCode, phone.body).toBe(200);
    const last = (await changes(investor.transactionId)).at(-1);
    expect(last?.fields).toContain('mobilePhone');
    expect(last?.answeredBy).toMatchObject({ by: 'investor' });
  });

  it('keeps one open stay, at the current step, however often the investor goes back and forth', async () => {
    const { app } = t();
    await seedFunds(app);
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'SSN_TAX_ID');
    for (let round = 0; round < 3; round += 1) {
      expect((await submit(app, investor, 'SSN_TAX_ID', { ssn: SSN })).statusCode).toBe(200);
      expect((await previous(investor, 'NAME_PHONE')).statusCode).toBe(200);
    }
    const all = await stays(investor.transactionId);
    const open = all.filter((stay) => stay.leftAt === null);
    expect(open).toEqual([{ step: 'SSN_TAX_ID', cameFrom: 'NAME_PHONE', leftAt: null, isFirstVisit: false }]);
    const toNamePhone = all.filter((stay) => stay.step === 'NAME_PHONE');
    expect(toNamePhone.map((stay) => stay.isFirstVisit)).toEqual([true, false, false]);
    expect(toNamePhone.every((stay) => stay.cameFrom === 'SSN_TAX_ID' && stay.leftAt !== null)).toBe(true);
  });

  it('keeps the pipeline’s name from the legal-name answers, whichever of the two changes', async () => {
    const { app } = t();
    await seedFunds(app);
    const investor = await investorOnFund(app);
    await walkTo(app, investor, 'SSN_TAX_ID');
    const id = investor.transactionId;
    expect(await storedName(id)).toMatchObject({ name: 'Ada Lovelace' });
    const db = app.deps.db;
    const [row] = await db.select({ values: transactions.values }).from(transactions).where(eq(transactions.id, id));
    const values = row?.values ?? {};
    // An answer beside the names leaves the name; then each name alone, then neither (the profile's name).
    await db
      .update(transactions)
      .set({ values: { ...values, mobilePhone: '+14155550100' } })
      .where(eq(transactions.id, id));
    expect(await storedName(id)).toMatchObject({ name: 'Ada Lovelace' });
    await db
      .update(transactions)
      .set({ values: { ...values, legalLastName: 'King' } })
      .where(eq(transactions.id, id));
    expect(await storedName(id)).toMatchObject({ name: 'Ada King' });
    await db
      .update(transactions)
      .set({ values: { ...values, legalFirstName: 'Augusta', legalLastName: 'King' } })
      .where(eq(transactions.id, id));
    const renamed = await storedName(id);
    expect(renamed?.name).toBe('Augusta King');
    expect(renamed?.search).toContain('augusta king');
    await db
      .update(transactions)
      .set({ values: { ...values, legalFirstName: '', legalLastName: '' } })
      .where(eq(transactions.id, id));
    expect(await storedName(id)).toMatchObject({ name: 'Ada Lovelace' });
  });
});
