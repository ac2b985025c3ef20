// The investor signed (signing's transaction sync calls this): for a fund that runs identity checks, everyone on the
// subscription is screened now. A screening that cannot run (no list loaded, the screening server away) does not undo
// the signature: the audit log says it failed, the subscription counts as not screened, so approval waits, and an
// admin screens it again from the back office.
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { AppDeps } from '../../app-deps';
import { recordAuditEntry } from '../../audit/audit-log-repository';
import { screenSubscription } from './screen-subscription';
import { createScreeningDeps } from './screening-deps';
import { fundRunsIdentityChecks } from './screening-repository';

export const screenSignedSubscription = async (
  deps: AppDeps,
  { transactionId, values, identityChecks }: { transactionId: string; values: FlowValues; identityChecks?: boolean },
): Promise<void> => {
  // The fund's setting, as the caller read it with the fund, else asked here.
  if (!(identityChecks ?? (await fundRunsIdentityChecks(deps.db, transactionId)))) return;
  try {
    await screenSubscription(createScreeningDeps(deps), { transactionId, values, reason: 'signed' });
  } catch (error) {
    await recordAuditEntry(deps.db, {
      actorUserId: null,
      impersonatedUserId: null,
      action: 'screening.failed',
      target: transactionId,
      details: { reason: 'signed', error: error instanceof Error ? error.message : String(error) },
    });
  }
};
