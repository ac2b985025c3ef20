// The back office's repositories on one database handle (docs/admin.md), beside the app's and e-signature's.
import type { Db } from '../../db/database';
import { createAdminFundsRepository } from './admin-funds-repository';
import { createAuditTrailRepository } from './audit-trail-repository';
import { createImpersonationGrantsRepository } from './impersonation-grants-repository';
import { createPipelineRepository } from './pipeline-repository';
import { createRemindersRepository } from './reminders-repository';
import { createWireInstructionsRepository } from './wire-instructions-repository';

export const createBackOfficeRepositories = (db: Db) => ({
  funds: createAdminFundsRepository(db),
  pipeline: createPipelineRepository(db),
  reminders: createRemindersRepository(db),
  grants: createImpersonationGrantsRepository(db),
  auditTrail: createAuditTrailRepository(db),
  wire: createWireInstructionsRepository(db),
});

export type BackOfficeRepositories = ReturnType<typeof createBackOfficeRepositories>;
