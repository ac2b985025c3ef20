// What the syndication sign-up and its review reach: e-signature's dependencies (the provider signs the NDA) and the
// sign-up's own repositories; and who is calling.
import type { AppDeps } from '../../app-deps';
import type { UserRecord } from '../auth-and-accounts/public-api';
import type { SignatureProvider, SigningEvidence } from '../signing/public-api';
import { createSigningDeps, type SigningDeps } from '../signing/public-api';
import { createSyndicationRepositories, type SyndicationRepositories } from './syndication-repositories';

export type SyndicationDeps = SigningDeps & { syndication: SyndicationRepositories };

export const createSyndicationDeps = (deps: AppDeps, provider?: SignatureProvider): SyndicationDeps => ({
  ...createSigningDeps(deps, provider),
  syndication: createSyndicationRepositories(deps.db, deps.cipher),
});

/** The investor whose sign-up it is, and the admin acting for them, if any. */
export type SignUpCaller = { user: UserRecord; impersonator: UserRecord | null; evidence: SigningEvidence };
