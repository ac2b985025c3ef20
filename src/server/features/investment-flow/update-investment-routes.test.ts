// docs/design.md §5 update-investment: the amount and reservation change while nobody has signed the agreement, and are
// fixed from the first signature on, also while a co-signer has still to sign (400 with the reason).
import { beforeAll, describe, expect, it } from 'vitest';
import type { SigningView } from '../../../shared/api/signing';
import { postJson, testBackends, useTestApp } from '../../test/test-app';
import {
  individualAtSigning,
  jointAtSigning,
  openSigning,
  type SigningCase,
  signAsInvestor,
  transactionOf,
} from '../signing/testing/signing-fixtures';
import { AMOUNT_LOCKED_AFTER_SIGNATURE } from './patch-unsigned-amount';
import { seedFunds } from './testing/flow-fixtures';
import { SIGNED_AMOUNT_LOCKED } from './update-investment-routes';

describe.each(testBackends())('changing the amount of an investment on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const update = (investor: SigningCase, body: { amount: number; reservationAmount?: number }) =>
    postJson(
      t().app,
      '/api/update-investment',
      { transactionIntegrationId: investor.transactionId, ...body },
      investor,
    );

  const amountsOf = async (investor: SigningCase) => {
    const found = (await transactionOf(t().app, investor)) as unknown as {
      amount: number | null;
      reservationAmount: number | null;
      subscriptionAgreementDate: string | null;
    };
    return {
      amount: found.amount,
      reservationAmount: found.reservationAmount,
      signedAt: found.subscriptionAgreementDate,
    };
  };

  it('changes the amount while the agreement is shown and nobody has signed', async () => {
    const investor = await individualAtSigning(t().app);
    const view = (await openSigning(t().app, investor)).json() as SigningView;
    expect(view.me.hasSigned).toBe(false);
    const response = await update(investor, { amount: 3_000_000 });
    expect(response.statusCode).toBe(200);
    expect((await amountsOf(investor)).amount).toBe(3_000_000);
  });

  it('refuses a new amount or reservation once the investor has signed, while the co-signer has not', async () => {
    const investor = await jointAtSigning(t().app);
    expect((await update(investor, { amount: 500_000 })).statusCode).toBe(200);
    await signAsInvestor(t().app, investor);
    const before = await amountsOf(investor);
    expect(before).toEqual({ amount: 500_000, reservationAmount: null, signedAt: null });
    for (const body of [{ amount: 600_000 }, { amount: 500_000, reservationAmount: 500_000 }]) {
      const response = await update(investor, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: AMOUNT_LOCKED_AFTER_SIGNATURE });
    }
    expect(await amountsOf(investor)).toEqual(before);
  });

  it('refuses a new amount once the agreement is fully signed', async () => {
    const investor = await individualAtSigning(t().app);
    await signAsInvestor(t().app, investor);
    const response = await update(investor, { amount: 3_000_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(SIGNED_AMOUNT_LOCKED);
    expect((await amountsOf(investor)).amount).toBe(2_500_000);
  });

  it('tells the investor’s pages who still has to sign, so the status can name them', async () => {
    const investor = await jointAtSigning(t().app);
    await signAsInvestor(t().app, investor);
    const halfSigned = (await transactionOf(t().app, investor)) as { agreement?: unknown; currentStep: string };
    expect(halfSigned.currentStep).toBe('MID_CLOSING');
    expect(halfSigned.agreement).toEqual({ pendingSigners: [expect.any(String)], countersignedAt: null });
    expect(halfSigned.agreement).not.toEqual({ pendingSigners: ['Ada Lovelace'], countersignedAt: null });

    const individual = await individualAtSigning(t().app);
    await openSigning(t().app, individual);
    expect(((await transactionOf(t().app, individual)) as { agreement?: unknown }).agreement).toEqual({
      pendingSigners: ['Ada Lovelace'],
      countersignedAt: null,
    });
    await signAsInvestor(t().app, individual);
    expect(((await transactionOf(t().app, individual)) as { agreement?: unknown }).agreement).toEqual({
      pendingSigners: [],
      countersignedAt: null,
    });
  });

  it('tells the investor’s pages when each investment was started, with or without an agreement', async () => {
    const before = Date.now();
    const investor = await individualAtSigning(t().app);
    const unsigned = (await transactionOf(t().app, investor)) as {
      startedAt?: string;
      approvedAt?: string;
      agreement?: unknown;
    };
    expect(unsigned.agreement).toBeUndefined();
    expect(unsigned.approvedAt).toBeUndefined();
    const startedAt = Date.parse(unsigned.startedAt ?? '');
    expect(startedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(startedAt).toBeLessThanOrEqual(Date.now());
    await signAsInvestor(t().app, investor);
    const signed = (await transactionOf(t().app, investor)) as { startedAt?: string; agreement?: unknown };
    expect(signed.startedAt).toBe(unsigned.startedAt);
    expect(signed.agreement).toEqual({ pendingSigners: [], countersignedAt: null });
  });
});
