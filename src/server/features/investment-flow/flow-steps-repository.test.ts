import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../../db/schema/transactions';
import { repositoriesOf } from '../../test/repositories-of';
import { testBackends, useTestApp } from '../../test/test-app';
import type { AdvanceStep } from './flow-steps-repository';
import { investorOnFund, SSN, seedFunds } from './testing/flow-fixtures';

describe.each(testBackends())('storing a flow step on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const started = async () => {
    const repos = repositoriesOf(t().app);
    const investor = await investorOnFund(t().app);
    const record = await repos.transactions.findOwned(investor.transactionId, investor.userId);
    if (!record) throw new Error('The investment was not started');
    return record;
  };

  const stepAfter = (record: Awaited<ReturnType<typeof started>>): AdvanceStep => ({
    from: record,
    userId: record.userId,
    currentStep: 'NAME_PHONE',
    values: { ...record.values, methodOfInvestment: 'individual', ssn: SSN },
    patch: {
      accountIntegrationId: null,
      isExistingAccountSelected: false,
      iraRequestedDate: '2026-03-01T15:30:00.000Z',
    },
    authors: {},
  });

  it('stores the step and answers exactly what reading it back gives', async () => {
    const repos = repositoriesOf(t().app);
    const record = await started();
    const saved = await repos.flowSteps.advance(stepAfter(record));
    const read = await repos.transactions.findOwned(record.transaction.integrationId, record.userId);
    expect(saved?.version).toBe(record.version + 1);
    expect(saved?.values.ssn).toBe(SSN);
    expect(saved?.transaction.iraRequestedDate).toBe('2026-03-01T15:30:00.000Z');
    expect(saved).toEqual(read);
  });

  it('keeps the tax id sealed in the stored values', async () => {
    const { db } = t().app.deps;
    const repos = repositoriesOf(t().app);
    const record = await started();
    await repos.flowSteps.advance(stepAfter(record));
    const [row] = await db.select().from(transactions).where(eq(transactions.id, record.transaction.integrationId));
    expect(JSON.stringify(row?.values)).not.toContain(SSN);
    expect(row?.values.ssn).toMatch(/^enc:v1:/);
  });

  it('keeps the seal of a tax id that did not change, and seals a changed one anew', async () => {
    const { db } = t().app.deps;
    const repos = repositoriesOf(t().app);
    const sealOf = async (id: string) =>
      (await db.select().from(transactions).where(eq(transactions.id, id)))[0]?.values.ssn;
    const record = await started();
    const id = record.transaction.integrationId;
    await repos.flowSteps.advance(stepAfter(record));
    const first = await sealOf(id);
    const read = await repos.transactions.findOwned(id, record.userId);
    if (!read) throw new Error('No transaction');
    const kept = await repos.flowSteps.advance({ ...stepAfter(read), currentStep: 'RESIDENCE_ADDRESS' });
    expect(await sealOf(id)).toBe(first);
    if (!kept) throw new Error('Not stored');
    // The values of a write's answer were not read from storage: their tax ids are sealed anew.
    await repos.flowSteps.advance({ ...stepAfter(kept), currentStep: 'NAME_PHONE' });
    const resealed = await sealOf(id);
    expect(resealed).not.toBe(first);
    const again = await repos.transactions.findOwned(id, record.userId);
    if (!again) throw new Error('No transaction');
    await repos.flowSteps.advance({ ...stepAfter(again), values: { ...again.values, ssn: '321-54-4321' } });
    expect(await sealOf(id)).not.toBe(resealed);
    expect((await repos.transactions.findOwned(id, record.userId))?.values.ssn).toBe('321-54-4321');
  });

  it('refuses a write at a version that has moved on, and keeps the stored step', async () => {
    const repos = repositoriesOf(t().app);
    const record = await started();
    expect(await repos.flowSteps.advance(stepAfter(record))).toBeDefined();
    const stale = await repos.flowSteps.advance({ ...stepAfter(record), currentStep: 'RESIDENCE_ADDRESS' });
    expect(stale).toBeUndefined();
    const read = await repos.transactions.findOwned(record.transaction.integrationId, record.userId);
    expect(read?.currentStep).toBe('NAME_PHONE');
  });

  it("refuses to write another user's transaction", async () => {
    const repos = repositoriesOf(t().app);
    const record = await started();
    const other = await started();
    expect(await repos.flowSteps.advance({ ...stepAfter(record), userId: other.userId })).toBeUndefined();
    const read = await repos.transactions.findOwned(record.transaction.integrationId, record.userId);
    expect(read?.version).toBe(record.version);
  });
});
