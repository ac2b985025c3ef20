// The back office (docs/admin.md) as one Fastify plugin: funds and their pages, pipeline, decisions, reminders, exports, the audit
// log, wire instructions and acting as an investor, on e-signature's provider; and the reminder schedule, which every process runs (its claims keep it single).
import type { FastifyInstance } from 'fastify';
import { registerBackgroundJob } from '../../plugins/background-job';
import type { SignatureProvider } from '../signing/public-api';
import { createAdminDeps } from './admin-deps';
import { adminAuditRoutes } from './audit/admin-audit-routes';
import { adminFundOperationsRoutes } from './dashboard-and-funnel/admin-fund-operations-routes';
import { adminChangeRequestRoutes } from './decisions/admin-change-request-routes';
import { adminDecisionRoutes } from './decisions/admin-decision-routes';
import { adminFundPageRoutes } from './fund-settings/admin-fund-page-routes';
import { adminFundRoutes } from './fund-settings/admin-fund-routes';
import { impersonationRoutes } from './impersonation/impersonation-routes';
import { adminExportRoutes } from './pipeline/admin-export-routes';
import { adminPipelineRoutes } from './pipeline/admin-pipeline-routes';
import { adminReminderRoutes } from './reminders/admin-reminder-routes';
import { runReminders } from './reminders/reminder-job';
import { registerReminderMetrics } from './reminders/reminder-metrics';
import { REMINDER_POLICY, type ReminderSchedule } from './reminders/reminder-policy';
import { adminWaitingRoutes } from './waiting/admin-waiting-routes';
import { adminWireRoutes } from './wire-instructions/admin-wire-routes';

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
  await app.register(adminWaitingRoutes, { deps });
  const policy = { ...REMINDER_POLICY, ...options.reminderSchedule };
  registerReminderMetrics(app, policy);
  if (options.isReminderScheduleOn === false) return;
  registerBackgroundJob(app, {
    name: 'reminders',
    everyMs: policy.checkEveryMs,
    run: (signal) => runReminders(deps, policy, signal),
  });
};
