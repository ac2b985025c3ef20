import { beforeAll, describe, expect, it } from 'vitest';
import { repositoriesOf } from '../../test/repositories-of';
import { testBackends, useTestApp } from '../../test/test-app';
import { FUNDS, investorOnFund, seedFunds } from './testing/flow-fixtures';

describe.each(testBackends())('reservations on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  it('finds a reservation the investor holds on the fund, and none on another fund', async () => {
    const repos = repositoriesOf(t().app);
    const investor = await investorOnFund(t().app, FUNDS.reservation);
    expect(await repos.transactions.hasReservation(investor.userId, FUNDS.reservation)).toBe(false);
    const record = await repos.transactions.findOwned(investor.transactionId, investor.userId);
    if (!record) throw new Error('The investment was not started');
    expect(
      await repos.transactions.patch(record.transaction.integrationId, investor.userId, record.version, {
        reservationAmount: 5_000_000,
      }),
    ).toBe(true);
    expect(await repos.transactions.hasReservation(investor.userId, FUNDS.reservation)).toBe(true);
    expect(await repos.transactions.hasReservation(investor.userId, FUNDS.promotedVenture)).toBe(false);
  });

  it("does not count another investor's reservation", async () => {
    const repos = repositoriesOf(t().app);
    const holder = await investorOnFund(t().app, FUNDS.reservation);
    const other = await investorOnFund(t().app, FUNDS.reservation);
    const record = await repos.transactions.findOwned(holder.transactionId, holder.userId);
    if (!record) throw new Error('The investment was not started');
    await repos.transactions.patch(record.transaction.integrationId, holder.userId, record.version, {
      reservationAmount: 5_000_000,
    });
    expect(await repos.transactions.hasReservation(other.userId, FUNDS.reservation)).toBe(false);
  });
});
