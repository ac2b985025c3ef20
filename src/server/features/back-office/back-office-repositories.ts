// The back office's repositories on one database handle (docs/admin.md), beside the app's and e-signature's.
import type { Db } from '../../db/database';
import { createAuditTrailRepository } from './audit/audit-trail-repository';
import { createAdminFundsRepository } from './fund-settings/admin-funds-repository';
import { createImpersonationGrantsRepository } from './impersonation/impersonation-grants-repository';
import { createPipelineRepository } from './pipeline/pipeline-repository';
import { createRemindersRepository } from './reminders/reminders-repository';
import { createWireInstructionsRepository } from './wire-instructions/wire-instructions-repository';

export const createBackOfficeRepositories = (db: Db) => ({
  funds: createAdminFundsRepository(db),
  pipeline: createPipelineRepository(db),
  reminders: createRemindersRepository(db),
  grants: createImpersonationGrantsRepository(db),
  auditTrail: createAuditTrailRepository(db),
  wire: createWireInstructionsRepository(db),
});

export type BackOfficeRepositories = ReturnType<typeof createBackOfficeRepositories>;
