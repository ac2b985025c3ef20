// The back office (docs/admin.md) as one Fastify plugin: funds and their pages, pipeline, decisions, reminders, exports, the audit
// log, wire instructions and acting as an investor, on e-signature's provider; and the reminder schedule, which every process runs (its claims keep it single).
import type { FastifyInstance } from 'fastify';
import { registerBackgroundJob } from '../../plugins/background-job';
import type { SignatureProvider } from '../signing/public-api';
import { adminAuditRoutes } from './admin-audit-routes';
import { adminChangeRequestRoutes } from './admin-change-request-routes';
import { adminDecisionRoutes } from './admin-decision-routes';
import { createAdminDeps } from './admin-deps';
import { adminExportRoutes } from './admin-export-routes';
import { adminFundOperationsRoutes } from './admin-fund-operations-routes';
import { adminFundPageRoutes } from './admin-fund-page-routes';
import { adminFundRoutes } from './admin-fund-routes';
import { adminPipelineRoutes } from './admin-pipeline-routes';
import { adminReminderRoutes } from './admin-reminder-routes';
import { adminWireRoutes } from './admin-wire-routes';
import { impersonationRoutes } from './impersonation-routes';
import { runReminders } from './reminder-job';
import { registerReminderMetrics } from './reminder-metrics';
import { REMINDER_POLICY, type ReminderSchedule } from './reminder-policy';

export type BackOfficeOptions = {
  provider?: SignatureProvider;
  isReminderScheduleOn?: boolean;
  /** How often the schedule runs, how long a claim lasts, how many a run claims (docs/operations.md). */
  reminderSchedule?: ReminderSchedule;
};

export const backOfficePlugin = async (app: FastifyInstance, options: BackOfficeOptions = {}): Promise<void> => {
  const deps = createAdminDeps(app.deps, options.provider);
  await app.register(impersonationRoutes);
  await app.register(adminFundRoutes, { deps });
  await app.register(adminFundPageRoutes, { deps });
  await app.register(adminPipelineRoutes, { deps });
  await app.register(adminDecisionRoutes, { deps });
  await app.register(adminChangeRequestRoutes, { deps });
  await app.register(adminReminderRoutes, { deps });
  await app.register(adminExportRoutes, { deps });
  await app.register(adminAuditRoutes, { deps });
  await app.register(adminWireRoutes, { deps });
  await app.register(adminFundOperationsRoutes, { deps });
  const policy = { ...REMINDER_POLICY, ...options.reminderSchedule };
  registerReminderMetrics(app, policy);
  if (options.isReminderScheduleOn === false) return;
  registerBackgroundJob(app, {
    name: 'reminders',
    everyMs: policy.checkEveryMs,
    run: (signal) => runReminders(deps, policy, signal),
  });
};
