import { beforeAll, describe, expect, it } from 'vitest';
import type { PipelineRow } from '../../../../shared/api/admin-pipeline';
import { getJson, testBackends, useTestApp } from '../../../test/test-app';
import {
  FUNDS,
  type InvestorOnFund,
  investorOnFund,
  SSN_DIGITS,
  seedFunds,
  submit,
  walkTo,
} from '../../investment-flow/testing/flow-fixtures';
import type { SigningCase } from '../../signing/testing/signing-fixtures';
import { type AdminSession, logInAdmin, signedIndividual } from '../testing/admin-fixtures';

describe.each(testBackends())('the pipeline on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;
  let signed: SigningCase;
  let midway: InvestorOnFund;

  beforeAll(async () => {
    const { app } = t();
    await seedFunds(app);
    admin = await logInAdmin(app);
    signed = await signedIndividual(app);
    midway = await investorOnFund(app);
    await walkTo(app, midway, 'RESIDENCE_ADDRESS');
  });

  const pipeline = async (query = ''): Promise<PipelineRow[]> => {
    const response = await getJson(t().app, `/api/admin/funds/${FUNDS.promotedVenture}/pipeline${query}`, admin);
    expect(response.statusCode).toBe(200);
    return response.json().rows;
  };

  it('lists every transaction of the fund with its investor, method, step title, amount and signers', async () => {
    const rows = await pipeline();
    const row = rows.find((r) => r.transactionId === signed.transactionId);
    expect(row).toMatchObject({
      investor: { userId: signed.userId, name: 'Ada Lovelace', email: signed.email },
      methodOfInvestment: 'Individual',
      currentStep: 'MID_CLOSING',
      amount: 2_500_000,
      envelopeStatus: 'completed',
      signers: [{ role: 'investor', status: 'signed' }],
      approval: 'pending',
      status: 'underReview',
      statusText: 'Signed, under review',
    });
    expect(row?.subscriptionAgreementDate).not.toBeNull();
    const other = rows.find((r) => r.transactionId === midway.transactionId);
    expect(other).toMatchObject({ currentStep: 'RESIDENCE_ADDRESS', status: 'inProgress', envelopeStatus: 'none' });
    expect(other?.currentStepTitle).not.toBe('RESIDENCE_ADDRESS');
  });

  it('names an investment stopped at an end screen in plain words, never by the screen’s heading', async () => {
    const { app } = t();
    const stopped = await investorOnFund(app);
    await walkTo(app, stopped, 'ACCREDITED_INVESTOR');
    expect((await submit(app, stopped, 'ACCREDITED_INVESTOR', { accreditation: '1' })).json().currentStep).toBe(
      'INVALID_INVESTOR_STATUS',
    );
    const row = (await pipeline('?status=notEligible')).find((r) => r.transactionId === stopped.transactionId);
    expect(row).toMatchObject({
      status: 'notEligible',
      currentStepTitle: 'End: Not accredited',
      statusText: 'Not eligible: This fund accepts only accredited investors and qualified purchasers.',
      approval: 'pending',
    });
    expect(JSON.stringify(row)).not.toContain('Whoops');
  });

  it('filters by status and searches by e-mail', async () => {
    expect((await pipeline('?status=underReview')).map((r) => r.transactionId)).toContain(signed.transactionId);
    expect((await pipeline('?status=underReview')).map((r) => r.transactionId)).not.toContain(midway.transactionId);
    const found = await pipeline(`?search=${encodeURIComponent(midway.email)}`);
    expect(found.map((r) => r.transactionId)).toEqual([midway.transactionId]);
  });

  it('sorts by amount', async () => {
    const amounts = (await pipeline('?sort=amount&order=desc')).map((r) => r.amount);
    const known = amounts.filter((a): a is number => a !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
  });

  it('refuses an unknown filter', async () => {
    const response = await getJson(t().app, `/api/admin/funds/${FUNDS.promotedVenture}/pipeline?status=lost`, admin);
    expect(response.statusCode).toBe(400);
  });

  it('shows a transaction with its answers masked, the signing evidence and its audit trail', async () => {
    const response = await getJson(t().app, `/api/admin/transactions/${signed.transactionId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(SSN_DIGITS);
    const detail = response.json();
    expect(detail.answers).toContainEqual({ field: 'ssn', label: 'SSN', value: '•••-••-6789', author: 'Investor' });
    expect(detail.signing).toMatchObject({ status: 'completed', signers: [{ role: 'investor', status: 'signed' }] });
    expect(detail.signing.signers[0].consentedAt).not.toBeNull();
    expect(detail.signing.events.map((e: { type: string }) => e.type)).toContain('consent.accepted');
    expect(detail.audit.map((e: { action: string }) => e.action)).toContain('answers.changed');
    expect(detail).toMatchObject({
      canCountersign: false,
      areRemindersPaused: false,
      fund: { slug: FUNDS.promotedVenture },
    });
  });

  it('records which answers changed, never their values', async () => {
    const response = await getJson(
      t().app,
      `/api/admin/audit?action=answers.changed&target=${midway.transactionId}`,
      admin,
    );
    const entries = response.json().entries as { details: { fields: string[]; toStep: string } }[];
    expect(entries.some((e) => e.details.fields.includes('ssn'))).toBe(true);
    expect(entries.some((e) => e.details.fields.includes('mobilePhone'))).toBe(true);
    expect(JSON.stringify(entries)).not.toMatch(/123-?45-?6789|enc:v1|Lovelace/);
  });

  it('answers 404 for an unknown transaction or fund', async () => {
    const { app } = t();
    expect((await getJson(app, '/api/admin/transactions/00000000-0000-4000-8000-000000000000', admin)).statusCode).toBe(
      404,
    );
    expect((await getJson(app, '/api/admin/transactions/not-an-id', admin)).statusCode).toBe(404);
    expect((await getJson(app, '/api/admin/funds/no-such-fund/pipeline', admin)).statusCode).toBe(404);
  });
});
