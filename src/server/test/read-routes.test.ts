import { getCountries } from 'libphonenumber-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_TYPES } from '../../shared/domain/codes';
import { formatFundDeadline } from '../../shared/domain/fund-dates';
import { FUNDS, seedFunds } from '../features/investment-flow/testing/flow-fixtures';
import { getJson, postJson, signUp, testBackends, useTestApp } from './test-app';

const FUND_DATE = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (am|pm)$/;

describe.each(testBackends())('read routes on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  describe('GET /api/user-investments', () => {
    it.each([
      ['/api/user-investments', '/login'],
      [`/api/user-investments?portalFundSlug=${FUNDS.promotedVenture}`, `/fund/login/${FUNDS.promotedVenture}`],
    ])('answers 401 with where to log in for %s', async (url, redirectPath) => {
      const response = await getJson(t().app, url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String), redirectPath });
    });

    it("answers 500 'Portfolio not found' on a fund page before the portfolio exists", async () => {
      const { cookie } = await signUp(t().app);
      const response = await getJson(t().app, `/api/user-investments?portalFundSlug=${FUNDS.promotedVenture}`, {
        cookie,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Portfolio not found' });
    });

    it('answers an empty portfolio with the names of the user elsewhere', async () => {
      const { cookie } = await signUp(t().app, undefined, { firstName: 'Emmy', lastName: 'Noether' });
      const response = await getJson(t().app, '/api/user-investments', { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ firstName: 'Emmy', lastName: 'Noether', accounts: [], transactions: [] });
    });

    it('refuses unknown query parameters', async () => {
      const { cookie } = await signUp(t().app);
      const response = await getJson(t().app, '/api/user-investments?userId=someone', { cookie });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('POST /api/create-user-portfolio', () => {
    it('creates the portfolio once and answers it', async () => {
      const { app } = t();
      const { cookie } = await signUp(app, undefined, { firstName: 'Emmy', lastName: 'Noether' });
      const first = await postJson(
        app,
        '/api/create-user-portfolio',
        { portalFundSlug: FUNDS.promotedVenture },
        { cookie },
      );
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ firstName: 'Emmy', accounts: [], transactions: [] });
      expect(first.json().integrationId).toEqual(expect.any(String));
      const second = await postJson(
        app,
        '/api/create-user-portfolio',
        { portalFundSlug: FUNDS.promotedVenture },
        { cookie },
      );
      expect(second.json().integrationId).toBe(first.json().integrationId);
      const loaded = await getJson(app, `/api/user-investments?portalFundSlug=${FUNDS.promotedVenture}`, { cookie });
      expect(loaded.statusCode).toBe(200);
    });

    it.each([
      ['an upper-case slug', { portalFundSlug: 'Venture-Fund-IV' }, 400],
      ['an unknown fund', { portalFundSlug: 'no-such-fund' }, 404],
      ['a missing slug', {}, 400],
    ])('refuses %s', async (_case, body, status) => {
      const { cookie } = await signUp(t().app);
      const response = await postJson(t().app, '/api/create-user-portfolio', body, { cookie });
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
    });

    it('answers 401 with the fund login when logged out', async () => {
      const response = await postJson(t().app, '/api/create-user-portfolio', { portalFundSlug: FUNDS.closed });
      expect(response.statusCode).toBe(401);
      expect(response.json().redirectPath).toBe(`/fund/login/${FUNDS.closed}`);
    });
  });

  describe('GET /api/fund/:slug', () => {
    it.each([
      [FUNDS.promotedVenture, 'open'],
      [FUNDS.syndicationMultiple, 'open'],
      [FUNDS.equityRaise, 'open'],
      [FUNDS.reservation, 'open'],
      [FUNDS.closed, 'closed'],
      [FUNDS.full, 'waitlisted'],
    ])('answers %s as %s', async (slug, state) => {
      const response = await getJson(t().app, `/api/fund/${slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ fund: { slug }, state });
    });

    it('answers the fund, its portal settings and dates in US Eastern month/day/year form', async () => {
      const body = (await getJson(t().app, `/api/fund/${FUNDS.equityRaise}`)).json();
      expect(body.portalSettings.portalType).toBe('fundraiseEquity');
      expect(body.portalSettings.startDatetime).toMatch(FUND_DATE);
      expect(body.fund.closeDate).toMatch(FUND_DATE);
      expect(body.fund.minimumInvestmentAmount).toBe(500_000);
    });

    it('writes out the dates the fund page shows, in US Eastern time with the zone named', async () => {
      const body = (await getJson(t().app, `/api/fund/${FUNDS.equityRaise}`)).json();
      expect(body.dates).toEqual({
        opens: formatFundDeadline(body.portalSettings.startDatetime),
        commitmentDeadline: formatFundDeadline(body.fund.commitmentDeadline),
        reservationsClose: formatFundDeadline(body.portalSettings.reservationEndDatetime),
        finalClose: formatFundDeadline(body.fund.closeDate),
      });
      expect(body.dates.finalClose).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T$/);
    });

    it('marks the promoted-interest and syndication funds as such', async () => {
      const venture = (await getJson(t().app, `/api/fund/${FUNDS.promotedVenture}`)).json();
      const syndication = (await getJson(t().app, `/api/fund/${FUNDS.syndicationMultiple}`)).json();
      expect(venture.fund.carryType).toBe('Deal Carry');
      expect(syndication.fund).toMatchObject({ type: 'syndication', syndicationAssetType: 'multiple' });
    });

    it('answers 404 for an unknown fund and 400 for a malformed slug', async () => {
      expect((await getJson(t().app, '/api/fund/no-such-fund')).statusCode).toBe(404);
      expect((await getJson(t().app, '/api/fund/..%2F..%2Fetc')).statusCode).toBe(400);
    });
  });

  describe('GET /api/fundraise-ui-config', () => {
    it('answers every configured list', async () => {
      const body = (await getJson(t().app, '/api/fundraise-ui-config')).json();
      for (const key of [
        'usStates',
        'country',
        'iraType',
        'iraCustodian',
        'accreditationType',
        'qualifiedPurchaserDefinition',
        'accountType',
      ]) {
        expect(body[key].length, key).toBeGreaterThan(0);
      }
      expect(body.portalSettings).toEqual({ portalType: [...PORTAL_TYPES] });
      expect(body.usStates).toContainEqual(expect.objectContaining({ value: 'CA' }));
    });

    it('lists every country libphonenumber knows, named in English and sorted by name', async () => {
      const { country } = (await getJson(t().app, '/api/fundraise-ui-config')).json() as {
        country: { value: string; name: string }[];
      };
      expect(country.map((c) => c.value).sort()).toEqual([...getCountries()].sort());
      expect(country).toContainEqual({ value: 'US', name: 'United States' });
      expect(country).toContainEqual({ value: 'GB', name: 'United Kingdom' });
      const names = country.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    });
  });
});
