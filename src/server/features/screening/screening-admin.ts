// The back office's side of screening (docs/kyc.md 'Review'): the queue of possible matches, an admin's decision on
// one (clear or confirm, with a note; the first decision stands), and a subscription screened again on request.
// Every decision is in the audit log, sealed into the chain at once, and in the fund's webhook events.
import { eq } from 'drizzle-orm';
import {
  type ScreeningDecisionInput,
  screeningDecisionErrors,
} from '../../../shared/schemas/admin/screening-decision.schema';
import { sealAuditLog } from '../../audit/audit-sealer';
import { recordAdminAction } from '../../audit/record-action';
import { transactions } from '../../db/schema/transactions';
import { FIELDS_TO_CORRECT, HttpError } from '../../http-error';
import { findOwnedTransaction, isUuid } from '../investment-flow/public-api';
import { enqueueWebhookEvent } from '../webhooks/public-api';
import { NO_LIST_LOADED } from './built-in-provider';
import { screenSubscription } from './screen-subscription';
import type { ScreeningDeps } from './screening-deps';
import { decideMatch, findMatch, listMatches, type MatchStatus, type StoredMatch } from './screening-repository';

export const MATCH_NOT_FOUND = 'Possible match not found.';
export const MATCH_DECIDED = 'This possible match was already decided. Reload to see the decision.';
export const SUBSCRIPTION_NOT_FOUND = 'Investment not found.';

export const matchAnswer = (match: StoredMatch) => ({
  id: match.id,
  transactionId: match.transactionId,
  fundSlug: match.fundSlug,
  investorName: match.investorName,
  role: match.role,
  subjectName: match.subjectName,
  list: match.list,
  listVersion: match.listVersion,
  entryKey: match.entryKey,
  entryName: match.entryName,
  matchedName: match.matchedName,
  score: match.score,
  reasons: match.reasons,
  programs: match.programs,
  status: match.status,
  note: match.note,
  decidedAt: match.decidedAt?.toISOString() ?? null,
  createdAt: match.createdAt.toISOString(),
});

export const screeningQueue = async (deps: ScreeningDeps, status: MatchStatus = 'open') => ({
  matches: (await listMatches(deps.db, { status })).map(matchAnswer),
});

export const decideScreeningMatch = async (
  deps: ScreeningDeps,
  { adminId, matchId, input }: { adminId: string; matchId: string; input: unknown },
) => {
  const fields = screeningDecisionErrors(input);
  if (Object.keys(fields).length > 0) throw new HttpError(400, FIELDS_TO_CORRECT, { fields });
  const { decision, note } = input as ScreeningDecisionInput;
  const match = isUuid(matchId) ? await findMatch(deps.db, matchId) : undefined;
  if (!match) throw new HttpError(404, MATCH_NOT_FOUND);
  const status = decision === 'clear' ? 'cleared' : 'confirmed';
  const isDecided = await deps.db.transaction(async (tx) => {
    const decided = await decideMatch(tx, { matchId, status, adminId, note: note.trim(), at: deps.now() });
    if (decided) {
      const type = status === 'cleared' ? 'screening.cleared' : 'screening.confirmed';
      await enqueueWebhookEvent(tx, { transactionId: match.transactionId }, type, { matchId });
    }
    return decided;
  });
  if (!isDecided) throw new HttpError(409, MATCH_DECIDED);
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: `screening.${status}`,
    target: match.transactionId,
    details: {
      matchId,
      list: match.list,
      listVersion: match.listVersion,
      entryKey: match.entryKey,
      score: match.score,
      note: note.trim(),
    },
  });
  const decided = await findMatch(deps.db, matchId);
  return matchAnswer(decided ?? match);
};

/** The subscription screened now, whatever its fund's setting (an admin's check, or after the lists changed). */
export const screenSubscriptionNow = async (
  deps: ScreeningDeps,
  { adminId, transactionId }: { adminId: string; transactionId: string },
) => {
  const [owner] = isUuid(transactionId)
    ? await deps.db.select({ userId: transactions.userId }).from(transactions).where(eq(transactions.id, transactionId))
    : [];
  const record = owner && (await findOwnedTransaction(deps, transactionId, owner.userId));
  if (!record) throw new HttpError(404, SUBSCRIPTION_NOT_FOUND);
  const summary = await screenSubscription(deps, {
    transactionId,
    values: record.values,
    reason: 'admin',
    actorUserId: adminId,
  }).catch((error: unknown) => {
    // No list loaded (409: the operator loads one), or the screening server away (503); its words never hold the
    // names asked about.
    const message = error instanceof Error ? error.message : String(error);
    if (message === NO_LIST_LOADED) throw new HttpError(409, NO_LIST_LOADED);
    throw new HttpError(503, `Screening is not available now: ${message}`);
  });
  await sealAuditLog(deps);
  return { ...summary, matches: (await listMatches(deps.db, { transactionId })).map(matchAnswer) };
};
