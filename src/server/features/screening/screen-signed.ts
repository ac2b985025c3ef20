// A signature was given (signing's transaction sync calls this): for a fund that runs identity checks, everyone on the
// subscription is screened now, at the fund's screening stage: as the investor signs (the default), or once the last
// joint subscriber or spouse has signed too. A screening that cannot run (no list loaded, the screening server away) does not undo
// the signature: the audit log says it failed, the subscription counts as not screened, so approval waits, and an
// admin screens it again from the back office.
import type { ScreeningStage } from '../../../shared/domain/codes';
import type { Fund } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { AppDeps } from '../../app-deps';
import { recordAuditEntry } from '../../audit/audit-log-repository';
import { screenSubscription } from './screen-subscription';
import { createScreeningDeps } from './screening-deps';
import { fundScreeningOf } from './screening-repository';

/** A fund's identity-check settings. */
export type FundScreening = Pick<Fund, 'identityChecks' | 'screeningStage'>;

type SignedSubscription = {
  transactionId: string;
  values: FlowValues;
  /** Whose signature this is: the investor's, or a joint subscriber's or spouse's. */
  signature: 'investor' | 'coSigner';
  /** Everyone has now signed. */
  isFullySigned: boolean;
  /** The fund's settings, as the caller read them with the fund; else read here. */
  fund?: FundScreening;
};

/** Whether this signature is the one the fund screens at. */
const isScreeningMoment = (stage: ScreeningStage, signed: SignedSubscription): boolean =>
  stage === 'investorSigned' ? signed.signature === 'investor' : signed.isFullySigned;

export const screenSignedSubscription = async (deps: AppDeps, signed: SignedSubscription): Promise<void> => {
  const { transactionId, values } = signed;
  const fund = signed.fund ?? (await fundScreeningOf(deps.db, transactionId));
  if (!fund?.identityChecks || !isScreeningMoment(fund.screeningStage, signed)) return;
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
