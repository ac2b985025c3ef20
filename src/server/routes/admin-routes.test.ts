import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD } from '../db/seed/demo-people';
import { type InvestorOnFund, investorOnFund, SSN_DIGITS, seedFunds, submit, walkTo } from '../test/flow-fixtures';
import { getJson, postJson, sessionCookieOf, testBackends, useTestApp } from '../test/test-app';

describe.each(testBackends())('admin impersonation on %s', (backend) => {
  const t = useTestApp(backend);
  let owner: InvestorOnFund;

  beforeAll(async () => {
    await seedFunds(t().app);
    owner = await investorOnFund(t().app);
    await walkTo(t().app, owner, 'NAME_PHONE');
  });

  const impersonate = async () => {
    const { app } = t();
    const login = await postJson(app, '/api/login', {
      email: 'admin@investor-portal.local',
      password: DEMO_ADMIN_PASSWORD,
    });
    const cookie = sessionCookieOf(login);
    const adminId = login.json().user.id as string;
    const response = await postJson(app, '/api/admin/impersonate', { userId: owner.userId }, { cookie });
    return { cookie, adminId, response };
  };

  it('lists investors for the admin to choose from', async () => {
    const { cookie } = await impersonate();
    await postJson(t().app, '/api/admin/impersonate/stop', {}, { cookie });
    const response = await getJson(t().app, '/api/admin/investors', { cookie });
    expect(response.json().investors).toContainEqual(expect.objectContaining({ id: owner.userId, email: owner.email }));
  });

  it('shows the investor as the visitor with the admin e-mail for the banner (SPEC §6)', async () => {
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
    const { cookie, adminId } = await impersonate();
    const values = {
      legalFirstName: 'Ada',
      legalLastName: 'Lovelace',
      mobilePhone: '+1 212 555 0142',
      preferredFirstName: '',
    };
    const response = await submit(app, { cookie, transactionId: owner.transactionId }, 'NAME_PHONE', values);
    expect(response.statusCode).toBe(200);
    const entries = await app.deps.repos.auditLog.listByActor(adminId);
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

  it('returns the admin to their own identity when impersonation stops', async () => {
    const { app } = t();
    const { cookie, adminId } = await impersonate();
    const stop = await postJson(app, '/api/admin/impersonate/stop', {}, { cookie });
    expect(stop.json()).toMatchObject({ user: { id: adminId }, adminEmail: null });
    const entries = await app.deps.repos.auditLog.listByActor(adminId);
    expect(entries[0]).toMatchObject({ action: 'impersonation.stop', impersonatedUserId: owner.userId });
    const again = await postJson(app, '/api/admin/impersonate/stop', {}, { cookie });
    expect(again.statusCode).toBe(409);
  });
});
