// Invitations to subscribe in the database (db/schema/closing.ts): sent, listed with their status, opened by the
// account of the invited address, sent again with a new link, withdrawn. The link's token is kept as a SHA-256 only.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { InvitationStatus, InvitationView } from '../../../shared/api/invitations';
import type { InvitationRowValues } from '../../../shared/schemas/admin/invitation-row.schema';
import type { Db } from '../../db/database';
import { invitations } from '../../db/schema/closing';
import { funds } from '../../db/schema/funds';
import { transactions } from '../../db/schema/transactions';
import { hashToken, newToken } from '../../security/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export type InvitationRecord = typeof invitations.$inferSelect;

/** The invitation's status as of `now`: started once the invited account has a subscription to the fund. */
export const invitationStatus = (row: InvitationRecord, hasStarted: boolean, now: Date): InvitationStatus => {
  if (row.withdrawnAt) return 'withdrawn';
  if (hasStarted) return 'started';
  if (row.expiresAt <= now) return 'expired';
  return row.openedAt ? 'opened' : 'invited';
};

export const toInvitationView = (row: InvitationRecord, status: InvitationStatus): InvitationView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  commitment: row.commitment,
  entityName: row.entityName,
  note: row.note,
  status,
  sentAt: row.sentAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  openedAt: row.openedAt?.toISOString() ?? null,
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

/** A subscription of the invited account to the invitation's fund exists. */
const startedSql = sql<boolean>`exists (select 1 from ${transactions} as t join ${funds} as f on f.slug = t.fund_slug
  where t.user_id = ${sql.raw('"invitations"."user_id"')} and f.id = ${sql.raw('"invitations"."fund_id"')})`;

export const createInvitationsRepository = (db: Db) => ({
  /** The addresses among `emails` with an invitation to the fund that is neither withdrawn nor expired. */
  openEmails: async (fundId: string, emails: readonly string[], now: Date): Promise<Set<string>> => {
    if (emails.length === 0) return new Set();
    const rows = await db
      .select({ email: invitations.email })
      .from(invitations)
      .where(
        and(
          eq(invitations.fundId, fundId),
          inArray(invitations.email, [...emails]),
          isNull(invitations.withdrawnAt),
          gt(invitations.expiresAt, now),
        ),
      );
    return new Set(rows.map((row) => row.email));
  },

  /** New invitations, one a row, each with the token of its link (the table keeps only the token's hash). */
  create: async (
    { fundId, invitedBy, days }: { fundId: string; invitedBy: string; days: number },
    rows: readonly InvitationRowValues[],
    now: Date,
  ): Promise<{ row: InvitationRecord; token: string }[]> => {
    if (rows.length === 0) return [];
    const tokens = rows.map(() => newToken());
    const inserted = await db
      .insert(invitations)
      .values(
        rows.map((row, i) => ({
          fundId,
          invitedBy,
          ...row,
          tokenHash: hashToken(tokens[i] ?? ''),
          sentAt: now,
          expiresAt: new Date(now.getTime() + days * DAY_MS),
        })),
      )
      .returning();
    const tokenOf = new Map(rows.map((_, i) => [hashToken(tokens[i] ?? ''), tokens[i] ?? '']));
    return inserted.map((row) => ({ row, token: tokenOf.get(row.tokenHash) ?? '' }));
  },

  /** The fund's invitations, oldest first, with whether each invited account has started. */
  listOfFund: async (fundId: string): Promise<{ row: InvitationRecord; hasStarted: boolean }[]> => {
    const rows = await db
      .select({ row: invitations, hasStarted: startedSql })
      .from(invitations)
      .where(eq(invitations.fundId, fundId))
      .orderBy(asc(invitations.sentAt), asc(invitations.id));
    return rows.map(({ row, hasStarted }) => ({ row, hasStarted: hasStarted === true }));
  },

  find: async (id: string): Promise<{ row: InvitationRecord; hasStarted: boolean } | undefined> => {
    const [found] = await db
      .select({ row: invitations, hasStarted: startedSql })
      .from(invitations)
      .where(eq(invitations.id, id));
    return found && { row: found.row, hasStarted: found.hasStarted === true };
  },

  findByToken: async (token: string): Promise<{ row: InvitationRecord; hasStarted: boolean } | undefined> => {
    const [found] = await db
      .select({ row: invitations, hasStarted: startedSql })
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(token)));
    return found && { row: found.row, hasStarted: found.hasStarted === true };
  },

  /** The fund an invitation is for: its slug and name. */
  fundOf: async (fundId: string): Promise<{ slug: string; name: string } | undefined> => {
    const [row] = await db.select({ slug: funds.slug, name: funds.name }).from(funds).where(eq(funds.id, fundId));
    return row;
  },

  /** The account of the invited address opened it (the first time is kept). */
  markOpened: async (id: string, userId: string, now: Date): Promise<void> => {
    await db
      .update(invitations)
      .set({ userId, openedAt: sql`coalesce(${invitations.openedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(invitations.id, id));
  },

  /** A new link and a new expiry; the old link stops working. */
  renew: async (id: string, days: number, now: Date): Promise<{ row: InvitationRecord; token: string } | undefined> => {
    const token = newToken();
    const [row] = await db
      .update(invitations)
      .set({ tokenHash: hashToken(token), sentAt: now, expiresAt: new Date(now.getTime() + days * DAY_MS) })
      .where(and(eq(invitations.id, id), isNull(invitations.withdrawnAt)))
      .returning();
    return row && { row, token };
  },

  withdraw: async (id: string, now: Date): Promise<boolean> => {
    const rows = await db
      .update(invitations)
      .set({ withdrawnAt: now })
      .where(and(eq(invitations.id, id), isNull(invitations.withdrawnAt)))
      .returning({ id: invitations.id });
    return rows.length > 0;
  },
});

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
