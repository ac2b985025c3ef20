import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntriesByActor } from '../../../audit/audit-log-repository';
import { DEMO_ADMIN_PASSWORD } from '../../../db/seed/demo-people';
import { getJson, postJson, testBackends, useTestApp } from '../../../test/test-app';
import { logInThroughSecondFactor } from '../../../test/two-step';
import {
  type InvestorOnFund,
  investorOnFund,
  SSN_DIGITS,
  seedFunds,
  submit,
  walkTo,
} from '../../investment-flow/testing/flow-fixtures';
import { IMPERSONATION_READ_ONLY } from './impersonation-guard';

describe.each(testBackends())('admin impersonation on %s', (backend) => {
  const t = useTestApp(backend);
  let owner: InvestorOnFund;

  beforeAll(async () => {
    await seedFunds(t().app);
    owner = await investorOnFund(t().app);
    await walkTo(t().app, owner, 'NAME_PHONE');
  });

  const impersonate = async (allowEdits?: boolean) => {
    const { app } = t();
    const { cookie, userId: adminId } = await logInThroughSecondFactor(
      app,
      'admin@investor-portal.local',
      DEMO_ADMIN_PASSWORD,
    );
    const body = allowEdits === undefined ? { userId: owner.userId } : { userId: owner.userId, allowEdits };
    const response = await postJson(app, '/api/admin/impersonate', body, { cookie });
    return { cookie, adminId, response };
  };

  it('lists investors for the admin to choose from', async () => {
    const { cookie } = await impersonate();
    await postJson(t().app, '/api/admin/impersonate/stop', {}, { cookie });
    const response = await getJson(t().app, '/api/admin/investors', { cookie });
    expect(response.json().investors).toContainEqual(expect.objectContaining({ id: owner.userId, email: owner.email }));
  });

  it('shows the investor as the visitor with the admin e-mail for the banner (docs/spec.md §6)', async () => {
    const { cookie, response } = await impersonate();
    expect(response.statusCode).toBe(200);
    const me = (await getJson(t().app, '/api/me', { cookie })).json();
    expect(me).toMatchObject({
      isLoggedIn: true,
      user: { id: owner.userId },
      adminEmail: 'admin@investor-portal.local',
    });
  });

  it("answers the investor's portfolio, masked, while impersonating", async () => {
    const { cookie } = await impersonate();
    const response = await getJson(t().app, '/api/user-investments', { cookie });
    expect(response.json().transactions[0].integrationId).toBe(owner.transactionId);
    expect(response.body).not.toContain(SSN_DIGITS);
  });

  it('records every write made while impersonating with both identities', async () => {
    const { app } = t();
    const { cookie, adminId } = await impersonate(true);
    const values = {
      legalFirstName: 'Ada',
      legalLastName: 'Lovelace',
      mobilePhone: '+1 212 555 0142',
      preferredFirstName: '',
    };
    const response = await submit(app, { cookie, transactionId: owner.transactionId }, 'NAME_PHONE', values);
    expect(response.statusCode).toBe(200);
    const entries = await auditEntriesByActor(app.deps.db, adminId);
    expect(entries.map((e) => e.action)).toContain('impersonation.start');
    expect(entries).toContainEqual(
      expect.objectContaining({
        actorUserId: adminId,
        impersonatedUserId: owner.userId,
        action: 'POST /api/submit-step',
        target: owner.transactionId,
        details: { statusCode: 200 },
      }),
    );
    expect(JSON.stringify(entries)).not.toContain(SSN_DIGITS);
  });

  it('keeps the investor read-only unless the admin confirmed edits, and records the refused write', async () => {
    const { app } = t();
    const { cookie, adminId } = await impersonate();
    expect((await getJson(app, '/api/admin/impersonation', { cookie })).json()).toEqual({
      isImpersonating: true,
      allowsEdits: false,
      investorId: owner.userId,
    });
    const refused = await submit(app, { cookie, transactionId: owner.transactionId }, 'NAME_PHONE', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(IMPERSONATION_READ_ONLY);
    const reads = await getJson(app, '/api/user-investments', { cookie });
    expect(reads.statusCode).toBe(200);
    const entries = await auditEntriesByActor(app.deps.db, adminId);
    expect(entries[0]).toMatchObject({ action: 'POST /api/submit-step', details: { statusCode: 403 } });
  });

  it('lets the admin confirm edits for the rest of the impersonation', async () => {
    const { app } = t();
    const { cookie, adminId } = await impersonate(false);
    const confirmed = await postJson(app, '/api/admin/impersonate/allow-edits', {}, { cookie });
    expect(confirmed.json()).toMatchObject({ allowsEdits: true });
    const values = {
      legalFirstName: 'Ada',
      legalLastName: 'Byron',
      mobilePhone: '+1 212 555 0142',
      preferredFirstName: '',
    };
    const investments = (await getJson(app, '/api/user-investments', { cookie })).json();
    const step = investments.transactions[0].currentStep;
    const saved = await submit(app, { cookie, transactionId: owner.transactionId }, step, values);
    expect(saved.statusCode).not.toBe(403);
    const entries = await auditEntriesByActor(app.deps.db, adminId);
    expect(entries.map((e) => e.action)).toContain('impersonation.edits-confirmed');
    await postJson(app, '/api/admin/impersonate/stop', {}, { cookie });
    const after = await postJson(app, '/api/admin/impersonate/allow-edits', {}, { cookie });
    expect(after.statusCode).toBe(409);
  });

  it('returns the admin to their own identity when impersonation stops', async () => {
    const { app } = t();
    const { cookie, adminId } = await impersonate();
    const stop = await postJson(app, '/api/admin/impersonate/stop', {}, { cookie });
    expect(stop.json()).toMatchObject({ user: { id: adminId }, adminEmail: null });
    const entries = await auditEntriesByActor(app.deps.db, adminId);
    expect(entries[0]).toMatchObject({ action: 'impersonation.stop', impersonatedUserId: owner.userId });
    const again = await postJson(app, '/api/admin/impersonate/stop', {}, { cookie });
    expect(again.statusCode).toBe(409);
  });
});
