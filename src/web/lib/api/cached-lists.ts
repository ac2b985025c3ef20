// The fund and the configuration lists change rarely: a step page fetches them once per page load, so moving from
// step to step costs only the submit call. A page's first load may take a request started early (early-requests.ts).
import type { FundView, UiConfig } from './api-types';
import { startEarly, takeEarly } from './early-requests';
import { getFund } from './get-fund';
import { getUiConfig } from './get-ui-config';

const funds = new Map<string, Promise<FundView>>();
let uiConfig: Promise<UiConfig> | null = null;

const remember = <T>(promise: Promise<T>, forget: () => void): Promise<T> => {
  promise.catch(forget);
  return promise;
};

export const loadFund = (slug: string): Promise<FundView> => {
  const known = funds.get(slug);
  if (known) return known;
  const loading = remember(takeEarly<FundView>(`fund:${slug}`) ?? getFund(slug), () => funds.delete(slug));
  funds.set(slug, loading);
  return loading;
};

export const loadUiConfig = (): Promise<UiConfig> => {
  uiConfig ??= remember(takeEarly<UiConfig>('uiConfig') ?? getUiConfig(), () => {
    uiConfig = null;
  });
  return uiConfig;
};

/** Starts the fund's request before its page asks (early-requests.ts). */
export const preloadFund = (slug: string): void => {
  if (!funds.has(slug)) startEarly(`fund:${slug}`, () => getFund(slug));
};

export const preloadUiConfig = (): void => {
  if (!uiConfig) startEarly('uiConfig', getUiConfig);
};
