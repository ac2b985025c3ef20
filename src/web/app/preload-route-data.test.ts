import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFund, loadUiConfig } from '../lib/api/cached-lists';
import { loadInvestmentsForFund } from '../lib/api/load-investments-for-fund';
import { preloadRouteData } from './preload-route-data';

const answers: Record<string, unknown> = {
  '/api/fund/venture-fund-iv': { fund: { slug: 'venture-fund-iv' } },
  '/api/fund/income-bond-2026': { fund: { slug: 'income-bond-2026' } },
  '/api/fundraise-ui-config': { country: [] },
  '/api/user-investments?portalFundSlug=venture-fund-iv&transactionIntegrationId=tx-1': { transactions: [] },
};

const stubFetch = () => {
  const fetched: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      fetched.push(path);
      return new Response(JSON.stringify(answers[path] ?? { message: 'Not found' }), {
        status: path in answers ? 200 : 404,
      });
    }),
  );
  return fetched;
};

describe('the data of the first page, asked for while its code downloads', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a step page's fund, lists and investments once, and the page's own loads take those requests", async () => {
    const fetched = stubFetch();
    preloadRouteData('/fund/Venture-Fund-IV/invest/initial/tx-1');
    expect(fetched.sort()).toEqual([
      '/api/fund/venture-fund-iv',
      '/api/fundraise-ui-config',
      '/api/user-investments?portalFundSlug=venture-fund-iv&transactionIntegrationId=tx-1',
    ]);
    await Promise.all([loadFund('venture-fund-iv'), loadUiConfig(), loadInvestmentsForFund('venture-fund-iv', 'tx-1')]);
    expect(fetched).toHaveLength(3);
  });

  it("asks for a fund page's fund, and nothing for other pages", async () => {
    const fetched = stubFetch();
    preloadRouteData('/fund/income-bond-2026');
    preloadRouteData('/investment-summary');
    preloadRouteData('/fund/login/income-bond-2026');
    expect(fetched).toEqual(['/api/fund/income-bond-2026']);
    expect(await loadFund('income-bond-2026')).toEqual({ fund: { slug: 'income-bond-2026' } });
    expect(fetched).toHaveLength(1);
  });
});
