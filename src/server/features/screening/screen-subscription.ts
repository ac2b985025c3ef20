// Screening a subscription (docs/kyc.md): everyone its answers name, against every list the provider holds, when the
// investor signs (for a fund that runs identity checks), after a new list version, or when an admin asks. What it
// found is written with its webhook event in one database transaction, and the audit log records which lists and
// versions were asked and the result; it never says any of this to the investor (no tipping-off).

import type { FlowValues } from '../../../shared/domain/flow-values';
import { recordAuditEntry } from '../../audit/audit-log-repository';
import { screenings } from '../../db/schema/screening';
import { enqueueWebhookEvent } from '../webhooks/public-api';
import type { ScreeningDeps } from './screening-deps';
import { recordOutcomes, type ScreeningReason } from './screening-repository';
import { subscriptionSubjects } from './screening-subjects';

export type ScreeningSummary = {
  result: 'clear' | 'possibleMatch' | 'exempt';
  /** People and entities screened. */
  subjects: number;
  /** Possible matches found now that were not found before. */
  newMatches: number;
  lists: { list: string; version: string }[];
};

export const screenSubscription = async (
  deps: ScreeningDeps,
  {
    transactionId,
    values,
    reason,
    actorUserId = null,
  }: {
    transactionId: string;
    values: FlowValues;
    reason: ScreeningReason;
    actorUserId?: string | null;
  },
): Promise<ScreeningSummary> => {
  const { subjects, exemption } = subscriptionSubjects(values);
  if (exemption) {
    await deps.db.transaction(async (tx) => {
      await tx.insert(screenings).values({
        transactionId,
        role: 'investor',
        subjectName: '',
        provider: 'none',
        list: '',
        listVersion: '',
        result: 'exempt',
        reason,
      });
      await enqueueWebhookEvent(tx, { transactionId }, 'screening.completed', {
        result: 'exempt',
        possibleMatches: 0,
        reason,
      });
      await recordAuditEntry(tx, {
        actorUserId,
        impersonatedUserId: null,
        action: 'screening.exempt',
        target: transactionId,
        details: { reason, why: exemption },
      });
    });
    return { result: 'exempt', subjects: 0, newMatches: 0, lists: [] };
  }
  const outcomes = await deps.screeningProvider.screen(subjects);
  const lists = [
    ...new Map(
      outcomes.map((o) => [`${o.list}\u0000${o.listVersion}`, { list: o.list, version: o.listVersion }]),
    ).values(),
  ];
  const found = outcomes.some((outcome) => outcome.matches.length > 0);
  return deps.db.transaction(async (tx) => {
    const { newMatches } = await recordOutcomes(tx, { transactionId, outcomes, reason });
    const result = found ? 'possibleMatch' : 'clear';
    await enqueueWebhookEvent(tx, { transactionId }, 'screening.completed', {
      result,
      possibleMatches: newMatches,
      reason,
    });
    await recordAuditEntry(tx, {
      actorUserId,
      impersonatedUserId: null,
      action: 'screening.completed',
      target: transactionId,
      details: { reason, provider: deps.screeningProvider.name, lists, subjects: subjects.length, result, newMatches },
    });
    return { result, subjects: subjects.length, newMatches, lists };
  });
};
