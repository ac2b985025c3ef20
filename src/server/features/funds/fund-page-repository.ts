// The fund page's content (docs/admin.md 'The fund page'): the overview, the team with their photos and the FAQ, and
// the sum committed toward the target. Markdown is stored as written; it is rendered where it is read.
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { FundPageInput } from '../../../shared/api/fund-page';
import type { Db } from '../../db/database';
import { fundFaqEntries, funds, fundTeamMembers } from '../../db/schema/funds';
import { transactions } from '../../db/schema/transactions';

export type StoredTeamMember = {
  id: string;
  name: string;
  role: string;
  bioMarkdown: string;
  photoSha256: string | null;
};
export type StoredFaqEntry = { id: string; question: string; answerMarkdown: string };
export type StoredFundPage = { overviewMarkdown: string; team: StoredTeamMember[]; faq: StoredFaqEntry[] };
export type TeamPhoto = { bytes: Buffer; contentType: 'image/png' | 'image/jpeg'; sha256: string };

/**
 * A commitment counts toward the target once every signer has signed (the agreement's date is set) or the money has
 * come, and the fund has not declined it: the statuses 'signed, under review' and later of the status vocabulary
 * (shared/domain/investment-status.ts; the API tests hold the two together).
 */
const isCommitted = and(
  isNull(transactions.rejectionDate),
  or(
    isNotNull(transactions.subscriptionAgreementDate),
    isNotNull(transactions.fundsTransferDate),
    isNotNull(transactions.completionDate),
  ),
);

const fundIdOf = async (db: Db, slug: string): Promise<string | null> => {
  const [row] = await db.select({ id: funds.id }).from(funds).where(eq(funds.slug, slug));
  return row?.id ?? null;
};

export const createFundPageRepository = (db: Db) => ({
  /** Null when there is no such fund. */
  find: async (slug: string): Promise<StoredFundPage | null> => {
    const [fund] = await db
      .select({ id: funds.id, overviewMarkdown: funds.overviewMarkdown })
      .from(funds)
      .where(eq(funds.slug, slug));
    if (!fund) return null;
    const [team, faq] = await Promise.all([
      db
        .select({
          id: fundTeamMembers.id,
          name: fundTeamMembers.name,
          role: fundTeamMembers.role,
          bioMarkdown: fundTeamMembers.bioMarkdown,
          photoSha256: fundTeamMembers.photoSha256,
        })
        .from(fundTeamMembers)
        .where(eq(fundTeamMembers.fundId, fund.id))
        .orderBy(asc(fundTeamMembers.position)),
      db
        .select({
          id: fundFaqEntries.id,
          question: fundFaqEntries.question,
          answerMarkdown: fundFaqEntries.answerMarkdown,
        })
        .from(fundFaqEntries)
        .where(eq(fundFaqEntries.fundId, fund.id))
        .orderBy(asc(fundFaqEntries.position)),
    ]);
    return { overviewMarkdown: fund.overviewMarkdown, team, faq };
  },

  /** The sum of the fund's commitments that count toward its target, in cents. */
  committedAmount: async (slug: string): Promise<number> => {
    const [row] = await db
      .select({ total: sql<string | null>`sum(${transactions.amount})` })
      .from(transactions)
      .where(and(eq(transactions.fundSlug, slug), isCommitted));
    return Number(row?.total ?? 0);
  },

  findPhoto: async (slug: string, memberId: string): Promise<TeamPhoto | null> => {
    const [row] = await db
      .select({
        bytes: fundTeamMembers.photo,
        contentType: fundTeamMembers.photoContentType,
        sha256: fundTeamMembers.photoSha256,
      })
      .from(fundTeamMembers)
      .innerJoin(funds, eq(funds.id, fundTeamMembers.fundId))
      .where(and(eq(funds.slug, slug), eq(fundTeamMembers.id, memberId)));
    if (!row?.bytes || !row.contentType || !row.sha256) return null;
    return { bytes: row.bytes, contentType: row.contentType, sha256: row.sha256 };
  },

  /**
   * Replaces the overview, the team and the FAQ in one database transaction. A member whose id is this fund's keeps
   * its row (and photo); an unknown id is refused (false), so one fund's page can never take over another's people.
   */
  replace: (slug: string, input: FundPageInput): Promise<'saved' | 'noFund' | 'unknownMember'> =>
    db.transaction(async (tx) => {
      const fundId = await fundIdOf(tx as unknown as Db, slug);
      if (fundId === null) return 'noFund';
      const keptIds = input.team.map((m) => m.id).filter((id): id is string => id !== null);
      if (keptIds.length > 0) {
        const found = await tx
          .select({ id: fundTeamMembers.id })
          .from(fundTeamMembers)
          .where(and(eq(fundTeamMembers.fundId, fundId), inArray(fundTeamMembers.id, keptIds)));
        if (found.length !== new Set(keptIds).size) return 'unknownMember';
      }
      await tx.update(funds).set({ overviewMarkdown: input.overviewMarkdown }).where(eq(funds.id, fundId));
      await tx
        .delete(fundTeamMembers)
        .where(
          keptIds.length > 0
            ? and(eq(fundTeamMembers.fundId, fundId), notInArray(fundTeamMembers.id, keptIds))
            : eq(fundTeamMembers.fundId, fundId),
        );
      for (const [position, member] of input.team.entries()) {
        const fields = { name: member.name, role: member.role, bioMarkdown: member.bioMarkdown, position };
        if (member.id === null) await tx.insert(fundTeamMembers).values({ ...fields, fundId });
        else await tx.update(fundTeamMembers).set(fields).where(eq(fundTeamMembers.id, member.id));
      }
      await tx.delete(fundFaqEntries).where(eq(fundFaqEntries.fundId, fundId));
      if (input.faq.length > 0) {
        await tx.insert(fundFaqEntries).values(input.faq.map((entry, position) => ({ ...entry, position, fundId })));
      }
      return 'saved';
    }),

  /** False when the fund has no such member. */
  setPhoto: async (slug: string, memberId: string, photo: TeamPhoto): Promise<boolean> => {
    const fundId = await fundIdOf(db, slug);
    if (fundId === null) return false;
    const saved = await db
      .update(fundTeamMembers)
      .set({ photo: photo.bytes, photoContentType: photo.contentType, photoSha256: photo.sha256 })
      .where(and(eq(fundTeamMembers.fundId, fundId), eq(fundTeamMembers.id, memberId)))
      .returning({ id: fundTeamMembers.id });
    return saved.length > 0;
  },
});
