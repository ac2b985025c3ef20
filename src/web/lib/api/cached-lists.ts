// The fund and the configuration lists change rarely: a step page fetches them once per page load, so moving from
// step to step costs only the submit call.
import type { FundView, UiConfig } from './api-types';
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
  const loading = remember(getFund(slug), () => funds.delete(slug));
  funds.set(slug, loading);
  return loading;
};

export const loadUiConfig = (): Promise<UiConfig> => {
  uiConfig ??= remember(getUiConfig(), () => {
    uiConfig = null;
  });
  return uiConfig;
};
