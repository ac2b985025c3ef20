// What the back office reaches: the app's dependencies, e-signature's (the provider and its records) and its own
// repositories.
import type { AppDeps } from '../app-deps';
import type { SignatureProvider } from '../esign/signature-provider';
import { createSigningDeps, type SigningDeps } from '../esign/signing-deps';
import { type BackOfficeRepositories, createBackOfficeRepositories } from '../repositories/back-office-repositories';

export type AdminDeps = SigningDeps & { office: BackOfficeRepositories };

export const createAdminDeps = (deps: AppDeps, provider?: SignatureProvider): AdminDeps => ({
  ...createSigningDeps(deps, provider),
  office: createBackOfficeRepositories(deps.db),
});
