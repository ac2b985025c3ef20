// What the investment flow's routes reach: the app's dependencies and the flow's own repositories, built once by its
// plugin.
import type { AppDeps } from '../../app-deps';
import { createFlowRepositories, type FlowRepositories } from './flow-repositories';

export type FlowDeps = AppDeps & { flow: FlowRepositories };

export const createFlowDeps = (deps: AppDeps): FlowDeps => ({
  ...deps,
  flow: createFlowRepositories(deps.db, deps.cipher),
});
