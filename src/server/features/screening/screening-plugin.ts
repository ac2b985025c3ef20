// Identity checks' screening (docs/kyc.md) as one Fastify plugin: the back office's queue and decisions, and the
// rescreen each new list version asks for, which every process looks for on a timer (claimed in the database, so
// one process does each).
import type { FastifyInstance } from 'fastify';
import { registerBackgroundJob } from '../../plugins/background-job';
import { runRescreens } from './rescreen';
import { createScreeningDeps } from './screening-deps';
import { screeningRoutes } from './screening-routes';

/** How often a process looks for a list version to rescreen against. */
export const RESCREEN_EVERY_MS = 60_000;

export const screeningPlugin = async (app: FastifyInstance): Promise<void> => {
  const deps = createScreeningDeps(app.deps);
  await app.register(screeningRoutes, { deps });
  registerBackgroundJob(app, {
    name: 'screening-rescreen',
    everyMs: RESCREEN_EVERY_MS,
    run: (signal) => runRescreens(deps, signal),
  });
};
