// GET /api/admin/waiting (docs/admin.md 'Waiting for you'): the counts of the back office's header, for admins only.
import { describe, expect, it } from 'vitest';
import type { AdminWaitingAnswer } from '../../../../shared/api/admin-waiting';
import { getJson, postJson, signUp, testBackends, useTestApp } from '../../../test/test-app';
import { FUNDS, seedFunds } from '../../investment-flow/testing/flow-fixtures';
import { investorAt } from '../../syndication/testing/syndication-fixtures';
import { logInAdmin } from '../testing/admin-fixtures';

const WIRE = {
  bankName: 'First Metropolitan Trust',
  bankAddress: '1 Market Street, San Francisco, CA 94105',
  beneficiaryName: 'Venture Fund IV, L.P.',
  beneficiaryAddress: '350 Fifth Avenue, New York, NY 10118',
  accountNumber: '000987654321',
  routingNumber: '021000021',
  swiftCode: 'FMTSUS33',
};

describe.each(testBackends())('what waits for an admin on %s', (backend) => {
  const t = useTestApp(backend);

  it('counts wire changes awaiting a second admin and verifications awaiting review; an investor gets 403', async () => {
    const { app } = t();
    await seedFunds(app);
    const admin = await logInAdmin(app);
    const read = async () => {
      const answer = await getJson(app, '/api/admin/waiting', admin);
      expect(answer.statusCode).toBe(200);
      return answer.json() as AdminWaitingAnswer;
    };
    const before = await read();
    // The way in is the server's to offer: an admin with a second factor, acting as themself.
    expect((await getJson(app, '/api/me', admin)).json().links.backOffice).toBe('/admin');

    // A sign-up under review brings two proofs (identity, accreditation); a new bank account waits for a second admin.
    await investorAt(app, 'underReview');
    const proposed = await postJson(app, `/api/admin/funds/${FUNDS.promotedVenture}/wire-instructions`, WIRE, admin);
    expect(proposed.statusCode).toBe(200);
    expect(await read()).toEqual({
      wireChanges: before.wireChanges + 1,
      verifications: before.verifications + 2,
    });

    const investor = await signUp(app);
    expect((await getJson(app, '/api/me', investor)).json().links).not.toHaveProperty('backOffice');
    const refused = await getJson(app, '/api/admin/waiting', investor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('wireChanges');
    expect((await getJson(app, '/api/admin/waiting')).statusCode).toBe(401);
  });
});
