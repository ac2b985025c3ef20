import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '../../../shared/domain/codes';
import { isPromotedInterestFund, validExistingAccounts } from '../../../shared/domain/flow-rules';
import { fundInputErrors } from '../../../shared/schemas/admin/fund-input';
import { fundPageErrors } from '../../../shared/schemas/admin/fund-page-input';
import { loadPortfolio } from '../../features/investment-flow/public-api';
import { signDemoAgreements } from '../../features/signing/public-api';
import { pdfsig } from '../../features/signing/testing/pdfsig';
import { ephemeralSigningIdentity } from '../../security/signing-identity';
import { repositoriesOf } from '../../test/repositories-of';
import { getJson, postJson, sessionCookieOf, testBackends, useTestApp } from '../../test/test-app';
import { logInThroughSecondFactor } from '../../test/two-step';
import { delegations } from '../schema/delegations';
import { transactions } from '../schema/transactions';
import { users } from '../schema/users';
import { DEMO_FUND_PAGES } from './demo-fund-pages';
import { DEMO_FUND_SLUGS } from './demo-funds';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';
import { isDatabaseEmpty, seedDemo, seedDemoData } from './seed-demo';

describe.each(testBackends())('demo data on %s', (backend) => {
  const t = useTestApp(backend);
  const seed = () => seedDemoData({ db: t().app.deps.db, cipher: t().app.deps.cipher });

  it('fills an empty database and can run again without duplicating anyone', async () => {
    expect(await isDatabaseEmpty(t().database.db)).toBe(true);
    const first = await seed();
    expect(first.people.every((p) => p.isNew)).toBe(true);
    expect(await isDatabaseEmpty(t().database.db)).toBe(false);
    const second = await seed();
    expect(second.people.some((p) => p.isNew)).toBe(false);
    const all = await t().database.db.select().from(users);
    expect(all).toHaveLength(DEMO_PEOPLE.length);
  });

  it('lets the demo adviser fill in for the new investor, once however often it runs', async () => {
    await seed();
    const rows = await t().database.db.select().from(delegations);
    const [adviser, investor] = await Promise.all(
      ['adviser@example.com', 'new.investor@example.com'].map((email) =>
        repositoriesOf(t().app).users.findByEmail(email),
      ),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        status: 'active',
        delegateEmail: 'adviser@example.com',
        delegateUserId: adviser?.id,
        investorUserId: investor?.id,
        transactionId: null,
      }),
    ]);
  });

  it('holds no subscription the lifecycle could never reach (docs/admin.md Decisions)', async () => {
    await seed();
    const admin = await logInThroughSecondFactor(
      t().app,
      DEMO_PEOPLE.find((p) => p.role === 'admin')?.email ?? '',
      DEMO_ADMIN_PASSWORD,
    );
    const stored = await t().database.db.select({ id: transactions.id }).from(transactions);
    expect(stored.length).toBeGreaterThan(0);
    for (const { id } of stored) {
      const detail = await getJson(t().app, `/api/admin/transactions/${id}`, { cookie: admin.cookie });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().lifecycleAnomalies, id).toEqual([]);
    }
  });

  it('has a fund for every branch of the flow', async () => {
    const repos = repositoriesOf(t().app);
    const venture = await repos.funds.findBySlug(DEMO_FUND_SLUGS.promotedVenture);
    const syndication = await repos.funds.findBySlug(DEMO_FUND_SLUGS.syndicationMultiple);
    const equity = await repos.funds.findBySlug(DEMO_FUND_SLUGS.equityRaise);
    const reservation = await repos.funds.findBySlug(DEMO_FUND_SLUGS.reservation);
    const full = await repos.funds.findBySlug(DEMO_FUND_SLUGS.full);
    expect(venture && isPromotedInterestFund(venture.fund)).toBe(true);
    expect(syndication && isPromotedInterestFund(syndication.fund)).toBe(true);
    expect(syndication?.fund.type).toBe('syndication');
    expect(equity?.portalSettings.portalType).toBe('fundraiseEquity');
    expect(reservation?.portalSettings).toMatchObject({
      portalType: 'reservationPortal',
      requiresReservationInAdvance: true,
    });
    expect(full?.fund.fundMaxExceeded).toBe(true);
  });

  it('gives every fund valid key terms, a team of two or three with photos and four to six questions', async () => {
    const { app } = t();
    const before = await repositoriesOf(app).fundPages.find(DEMO_FUND_SLUGS.promotedVenture);
    await seed();
    for (const slug of Object.values(DEMO_FUND_SLUGS)) {
      const found = await repositoriesOf(app).funds.findBySlug(slug);
      if (!found) throw new Error(`no ${slug}`);
      const { integrationId: _id, ...fund } = found.fund;
      expect({ slug, errors: fundInputErrors({ fund, portalSettings: found.portalSettings }) }).toEqual({
        slug,
        errors: {},
      });
      expect(found.fund.vintageYear).toEqual(expect.any(Number));
      const demo = DEMO_FUND_PAGES[slug];
      expect({ slug, errors: fundPageErrors(demo) }).toEqual({ slug, errors: {} });
      const { page } = (await getJson(app, `/api/fund/${slug}`)).json();
      expect(page.team.length).toBeGreaterThanOrEqual(2);
      expect(page.team.length).toBeLessThanOrEqual(3);
      expect(page.faq.length).toBeGreaterThanOrEqual(4);
      expect(page.faq.length).toBeLessThanOrEqual(6);
      for (const member of page.team) {
        const photo = await getJson(app, member.photoUrl);
        expect(photo.headers['content-type']).toBe('image/png');
      }
    }
    // Seeding again keeps the pages as they were (an admin's edits included).
    const after = await repositoriesOf(app).fundPages.find(DEMO_FUND_SLUGS.promotedVenture);
    expect(after?.team.map((m) => m.id)).toEqual(before?.team.map((m) => m.id));
  });

  it('gives the seasoned investor a valid signed account of each kind and the newcomer none', async () => {
    const repos = repositoriesOf(t().app);
    const seasoned = await repos.users.findByEmail('seasoned.investor@example.com');
    const newcomer = await repos.users.findByEmail('new.investor@example.com');
    const portfolio = seasoned && (await loadPortfolio(repos, seasoned.id));
    if (!portfolio || !newcomer) throw new Error('demo investors missing');
    const valid = validExistingAccounts({
      accounts: portfolio.accounts,
      transactions: portfolio.records.map((r) => r.transaction),
    });
    const kinds = valid.map((a) => `${a.accountType}:${a.isGlobalInvestor}`).sort();
    expect(kinds).toEqual(
      [
        `${ACCOUNT_TYPE.individual}:false`,
        `${ACCOUNT_TYPE.jointTenants}:false`,
        `${ACCOUNT_TYPE.entity}:false`,
        `${ACCOUNT_TYPE.ira}:false`,
        `${ACCOUNT_TYPE.individual}:true`,
      ].sort(),
    );
    expect(portfolio.records.every((r) => r.transaction.portalFundSlug === DEMO_FUND_SLUGS.closed)).toBe(true);
    expect((await loadPortfolio(repos, newcomer.id))?.accounts).toEqual([]);
    expect((await repos.users.findByEmail('admin@investor-portal.local'))?.role).toBe('admin');
  });

  it('leaves the syndication investor under review, with both uploads waiting for the admin', async () => {
    const { app } = t();
    const login = await postJson(app, '/api/login', {
      email: 'syndication.investor@example.com',
      password: DEMO_PASSWORD,
    });
    const investor = { cookie: sessionCookieOf(login) };
    const status = (await getJson(app, '/api/syndication', investor)).json();
    expect(status).toMatchObject({
      stage: 'UNDER_REVIEW',
      identity: { status: 'todo', upload: { contentType: 'image/png' } },
      accreditation: { status: 'todo', upload: { contentType: 'application/pdf' } },
      accreditationBasis: 'income',
      ndaDocumentUrl: '/api/syndication/nda/document',
    });
    expect(status.ndaSignedAt).not.toBeNull();
    const { cookie: admin } = await logInThroughSecondFactor(app, 'admin@investor-portal.local', DEMO_ADMIN_PASSWORD);
    const queue = (await getJson(app, '/api/admin/verifications?status=todo', { cookie: admin })).json();
    const mine = queue.verifications.filter(
      (row: { investor: { email: string } }) => row.investor.email === 'syndication.investor@example.com',
    );
    expect(mine.map((row: { kind: string }) => row.kind).sort()).toEqual(['accreditation', 'identity']);
    for (const row of mine) {
      const document = await getJson(app, row.documentUrl, { cookie: admin });
      expect(document.statusCode).toBe(200);
      expect(document.headers['content-type']).toBe(row.upload.contentType);
    }
  });

  it("signs and seals the seeded signed subscriptions for npm start's demo, each one downloadable, once", async () => {
    const { app } = t();
    await seedDemo({ db: app.deps.db, cipher: app.deps.cipher });
    const login = await postJson(app, '/api/login', {
      email: 'seasoned.investor@example.com',
      password: DEMO_PASSWORD,
    });
    const cookie = sessionCookieOf(login);
    const answer = (await getJson(app, '/api/user-investments', { cookie })).json();
    const signed = (
      answer.transactions as { integrationId: string; subscriptionAgreementDate: string | null }[]
    ).filter((x) => x.subscriptionAgreementDate !== null);
    expect(signed).toHaveLength(5);
    for (const [index, { integrationId }] of signed.entries()) {
      const status = (await getJson(app, `/api/signing/transactions/${integrationId}/status`, { cookie })).json();
      expect(status).toMatchObject({ status: 'completed', pendingNames: [] });
      if (index > 0) continue;
      const pdf = await app.inject({ method: 'GET', url: status.downloadUrl, headers: { cookie } });
      expect(pdf.statusCode).toBe(200);
      const [seal] = await pdfsig(pdf.rawPayload);
      expect(seal?.validation).toBe('Signature is Valid.');
    }
    // Made again, the demo signs nothing twice.
    expect(await signDemoAgreements({ ...app.deps, identity: ephemeralSigningIdentity() })).toBe(0);
  });
});
