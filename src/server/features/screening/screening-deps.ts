// What screening reaches: the app's dependencies and one provider per app (docs/kyc.md 'Providers'), the built-in
// matcher over the lists loaded in the database unless the operator names a yente server. The built-in provider
// holds each list's index, so the app keeps one.
import type { AppDeps } from '../../app-deps';
import { createBuiltInProvider } from './built-in-provider';
import type { ScreeningProvider } from './screening-types';
import { createYenteProvider } from './yente-provider';

export type ScreeningDeps = AppDeps & { screeningProvider: ScreeningProvider };

const providers = new WeakMap<AppDeps['db'], ScreeningProvider>();

const providerOf = (deps: AppDeps): ScreeningProvider => {
  const { threshold, yente } = deps.config.screening;
  if (yente) return createYenteProvider({ ...yente, threshold });
  return createBuiltInProvider(deps.db, { threshold });
};

export const createScreeningDeps = (deps: AppDeps): ScreeningDeps => {
  let provider = providers.get(deps.db);
  if (!provider) {
    provider = providerOf(deps);
    providers.set(deps.db, provider);
  }
  return { ...deps, screeningProvider: provider };
};
