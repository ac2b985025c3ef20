// What auth and accounts reach: the app's dependencies and the feature's own repositories, built once by the
// composition root for the session hooks, which run before every route, and for the feature's routes.
import type { AppDeps } from '../../app-deps';
import { type AuthRepositories, createAuthRepositories } from './auth-repositories';

export type AuthDeps = AppDeps & { auth: AuthRepositories };

export const createAuthDeps = (deps: AppDeps): AuthDeps => ({
  ...deps,
  auth: createAuthRepositories(deps.db, deps.cipher),
});
