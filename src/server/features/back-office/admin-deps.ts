// What the back office reaches: the app's dependencies, e-signature's (the provider and its records) and its own
// repositories.
import type { AppDeps } from '../../app-deps';
import type { SignatureProvider } from '../signing/public-api';
import { createSigningDeps, type SigningDeps } from '../signing/public-api';
import { type BackOfficeRepositories, createBackOfficeRepositories } from './back-office-repositories';

export type AdminDeps = SigningDeps & { office: BackOfficeRepositories };

export const createAdminDeps = (deps: AppDeps, provider?: SignatureProvider): AdminDeps => ({
  ...createSigningDeps(deps, provider),
  office: createBackOfficeRepositories(deps.db),
});
