// Screenings and possible matches as stored (docs/kyc.md 'Review'): each outcome a row, each possible match a row of
// the queue until an admin clears or confirms it. A person found again for an entry already matched (a rescreen) adds
// a screening, not a second match: the first match, and its decision, stand.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { funds } from '../../db/schema/funds';
import { screeningMatches, screenings } from '../../db/schema/screening';
import { transactions } from '../../db/schema/transactions';
import type { ScreeningOutcome } from './screening-types';

export type ScreeningReason = 'signed' | 'listUpdate' | 'admin';

export type MatchStatus = 'open' | 'cleared' | 'confirmed';

export type StoredMatch = typeof screeningMatches.$inferSelect & { fundSlug: string; investorName: string };

/** Writes the outcomes of one subscription's screening; answers the matches that are new. */
export const recordOutcomes = async (
  db: Db,
  {
    transactionId,
    outcomes,
    reason,
  }: { transactionId: string; outcomes: readonly ScreeningOutcome[]; reason: ScreeningReason },
): Promise<{ screenings: number; newMatches: number }> => {
  let newMatches = 0;
  for (const outcome of outcomes) {
    const [screening] = await db
      .insert(screenings)
      .values({
        transactionId,
        role: outcome.subject.role,
        subjectName: outcome.subject.name,
        provider: outcome.provider,
        list: outcome.list,
        listVersion: outcome.listVersion,
        result: outcome.matches.length > 0 ? 'possibleMatch' : 'clear',
        reason,
      })
      .returning({ id: screenings.id });
    if (!screening || outcome.matches.length === 0) continue;
    const inserted = await db
      .insert(screeningMatches)
      .values(
        outcome.matches.map((match) => ({
          screeningId: screening.id,
          transactionId,
          role: outcome.subject.role,
          subjectName: outcome.subject.name,
          list: outcome.list,
          listVersion: outcome.listVersion,
          entryKey: match.entryKey,
          entryName: match.entryName,
          matchedName: match.matchedName,
          score: match.score,
          reasons: match.reasons,
          programs: [...match.programs],
        })),
      )
      .onConflictDoNothing()
      .returning({ id: screeningMatches.id });
    newMatches += inserted.length;
  }
  return { screenings: outcomes.length, newMatches };
};

const matchColumns = {
  match: screeningMatches,
  fundSlug: transactions.fundSlug,
  investorName: transactions.investorName,
};

const toStored = (row: {
  match: typeof screeningMatches.$inferSelect;
  fundSlug: string;
  investorName: string;
}): StoredMatch => ({
  ...row.match,
  fundSlug: row.fundSlug,
  investorName: row.investorName,
});

/** The queue: matches by status (open by default), oldest first, with their subscription's fund and investor. */
export const listMatches = async (
  db: Db,
  { status = 'open', transactionId, limit = 200 }: { status?: MatchStatus; transactionId?: string; limit?: number },
): Promise<StoredMatch[]> => {
  const rows = await db
    .select(matchColumns)
    .from(screeningMatches)
    .innerJoin(transactions, eq(transactions.id, screeningMatches.transactionId))
    .where(
      and(
        eq(screeningMatches.status, status),
        transactionId === undefined ? undefined : eq(screeningMatches.transactionId, transactionId),
      ),
    )
    .orderBy(asc(screeningMatches.createdAt), asc(screeningMatches.id))
    .limit(limit);
  return rows.map(toStored);
};

export const findMatch = async (db: Db, matchId: string): Promise<StoredMatch | undefined> => {
  const [row] = await db
    .select(matchColumns)
    .from(screeningMatches)
    .innerJoin(transactions, eq(transactions.id, screeningMatches.transactionId))
    .where(eq(screeningMatches.id, matchId));
  return row && toStored(row);
};

/** Decides an open match; false when it was decided meanwhile (the first decision stands). */
export const decideMatch = async (
  db: Db,
  {
    matchId,
    status,
    adminId,
    note,
    at,
  }: { matchId: string; status: 'cleared' | 'confirmed'; adminId: string; note: string; at: Date },
): Promise<boolean> => {
  const decided = await db
    .update(screeningMatches)
    .set({ status, decidedBy: adminId, decidedAt: at, note })
    .where(and(eq(screeningMatches.id, matchId), eq(screeningMatches.status, 'open')))
    .returning({ id: screeningMatches.id });
  return decided.length > 0;
};

/** The identity-check settings of the subscription's fund; undefined when there is no such subscription. */
export const fundScreeningOf = async (db: Db, transactionId: string) => {
  const [row] = await db
    .select({ identityChecks: funds.identityChecks, screeningStage: funds.screeningStage })
    .from(transactions)
    .innerJoin(funds, eq(funds.slug, transactions.fundSlug))
    .where(eq(transactions.id, transactionId));
  return row;
};
