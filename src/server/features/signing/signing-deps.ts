// What the signing services reach: the app's dependencies, the e-signature repositories and the provider.
import type { AppDeps } from '../../app-deps';
import { createBuiltinProvider } from './builtin-provider';
import type { SignatureProvider } from './signature-provider';
import { createSigningRepositories, type SigningRepositories } from './signing-repositories';

export type SigningDeps = AppDeps & { signing: SigningRepositories; provider: SignatureProvider };

/** The built-in provider unless another is given (docs/signing.md 'Adding a vendor'). */
export const createSigningDeps = (deps: AppDeps, provider?: SignatureProvider): SigningDeps => ({
  ...deps,
  signing: createSigningRepositories(deps.db, deps.cipher),
  provider: provider ?? createBuiltinProvider({ db: deps.db, cipher: deps.cipher, identity: deps.signingIdentity }),
});
