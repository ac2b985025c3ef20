// Ongoing monitoring (docs/kyc.md 'Ongoing monitoring'): a new list version screens again every live subscription of
// the funds that run identity checks (the investor has signed; not declined, not withdrawn), against the entries
// the version added or changed alone, so the work is in proportion to what changed. Each rescreen is claimed in the
// database with a lease (FOR UPDATE SKIP LOCKED, as the other background work) and walks the subscriptions in id
// order a batch at a time, keeping where it stands: a process that stops leaves the rest to the next. Only what it
// finds is written (a screening and its matches, with the webhook event); the run itself is one audit entry, and the
// admins get one e-mail when it found anything.
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { recordAuditEntry } from '../../audit/audit-log-repository';
import { sealAuditLog } from '../../audit/audit-sealer';
import type { Db } from '../../db/database';
import { funds } from '../../db/schema/funds';
import { screeningRescreens } from '../../db/schema/screening';
import { transactions } from '../../db/schema/transactions';
import { users } from '../../db/schema/users';
import { selectRows } from '../../db/select-rows';
import { deliverMail } from '../../mail/deliver-mail';
import { openFlowValues } from '../investment-flow/public-api';
import { enqueueWebhookEvent } from '../webhooks/public-api';
import { BUILT_IN_PROVIDER } from './built-in-provider';
import { createListIndex } from './list-matcher';
import type { ScreeningDeps } from './screening-deps';
import { listEntries } from './screening-lists';
import { recordOutcomes } from './screening-repository';
import { subscriptionSubjects } from './screening-subjects';
import type { ScreeningOutcome } from './screening-types';

/** Subscriptions read per statement. */
export const RESCREEN_BATCH = 200;
/** How long a claim holds; renewed after every batch. */
const LEASE_MS = 5 * 60_000;

type Rescreen = typeof screeningRescreens.$inferSelect;

const claimRescreen = async (db: Db, now: Date): Promise<Rescreen | undefined> => {
  const leaseEnd = new Date(now.getTime() + LEASE_MS);
  const [claimed] = await selectRows<{ id: string }>(
    db,
    sql`update screening_rescreens set claimed_until = ${leaseEnd.toISOString()}::timestamptz
         where id = (select id from screening_rescreens
                      where status = 'pending'
                        and (claimed_until is null or claimed_until < ${now.toISOString()}::timestamptz)
                      order by created_at, id limit 1 for update skip locked)
        returning id`,
  );
  if (!claimed) return undefined;
  const [row] = await db.select().from(screeningRescreens).where(eq(screeningRescreens.id, claimed.id));
  return row;
};

/** The next batch of live subscriptions of funds that run the checks, after `cursor`. */
const liveSubscriptions = (db: Db, cursor: string | null) =>
  db
    .select({ id: transactions.id, values: transactions.values })
    .from(transactions)
    .innerJoin(funds, eq(funds.slug, transactions.fundSlug))
    .where(
      and(
        eq(funds.identityChecks, true),
        or(eq(transactions.currentStep, 'MID_CLOSING'), sql`${transactions.subscriptionAgreementDate} is not null`),
        isNull(transactions.rejectionDate),
        isNull(transactions.withdrawalDate),
        cursor ? gt(transactions.id, cursor) : undefined,
      ),
    )
    .orderBy(asc(transactions.id))
    .limit(RESCREEN_BATCH);

const mailAdmins = async (deps: ScreeningDeps, rescreen: Rescreen, newMatches: number): Promise<void> => {
  const admins = await deps.db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  const words = newMatches === 1 ? 'one new possible match' : `${newMatches} new possible matches`;
  for (const { email } of admins)
    await deliverMail(deps.db, deps.mailer, {
      kind: 'screening.rescreened',
      to: email,
      subject: `Identity checks: ${words} to review`,
      text: `The new version ${rescreen.version} of the list ${rescreen.list} found ${words} among the subscriptions of the funds that run identity checks. Approval of those subscriptions waits until each is decided.`,
      link: `${deps.config.publicUrl}/admin/screening`,
      action: 'Review the possible matches',
    });
};

/** One claimed rescreen to its end (or until `signal` aborts: the claim is given back, where it stands kept). */
const runRescreen = async (deps: ScreeningDeps, rescreen: Rescreen, signal?: AbortSignal) => {
  const index = createListIndex(await listEntries(deps.db, rescreen.list, rescreen.version));
  const { threshold } = deps.config.screening;
  let { cursor, screened, newMatches } = rescreen;
  for (;;) {
    if (signal?.aborted) {
      await deps.db
        .update(screeningRescreens)
        .set({ claimedUntil: null })
        .where(eq(screeningRescreens.id, rescreen.id));
      return { isDone: false, screened, newMatches };
    }
    const batch = await liveSubscriptions(deps.db, cursor);
    for (const { id, values } of batch) {
      const { subjects } = subscriptionSubjects(openFlowValues(values, deps.cipher));
      const outcomes: ScreeningOutcome[] = subjects
        .map((subject) => ({
          subject,
          provider: BUILT_IN_PROVIDER,
          list: rescreen.list,
          listVersion: rescreen.version,
          matches: index.match(subject, threshold),
        }))
        .filter((outcome) => outcome.matches.length > 0);
      if (outcomes.length === 0) continue;
      const found = await deps.db.transaction(async (tx) => {
        const recorded = await recordOutcomes(tx, { transactionId: id, outcomes, reason: 'listUpdate' });
        if (recorded.newMatches > 0)
          await enqueueWebhookEvent(tx, { transactionId: id }, 'screening.completed', {
            result: 'possibleMatch',
            possibleMatches: recorded.newMatches,
            reason: 'listUpdate',
          });
        return recorded.newMatches;
      });
      newMatches += found;
    }
    screened += batch.length;
    cursor = batch.at(-1)?.id ?? cursor;
    const isDone = batch.length < RESCREEN_BATCH;
    const leaseEnd = new Date(deps.now().getTime() + LEASE_MS);
    await deps.db
      .update(screeningRescreens)
      .set({
        cursor,
        screened,
        newMatches,
        claimedUntil: isDone ? null : leaseEnd,
        ...(isDone && { status: 'done' as const, finishedAt: deps.now() }),
      })
      .where(eq(screeningRescreens.id, rescreen.id));
    if (isDone) return { isDone, screened, newMatches };
  }
};

/** Every pending rescreen this process can claim, one after another. */
export const runRescreens = async (
  deps: ScreeningDeps,
  signal?: AbortSignal,
): Promise<{ rescreens: number; screened: number; newMatches: number }> => {
  const total = { rescreens: 0, screened: 0, newMatches: 0 };
  for (;;) {
    if (signal?.aborted) return total;
    const rescreen = await claimRescreen(deps.db, deps.now());
    if (!rescreen) return total;
    const result = await runRescreen(deps, rescreen, signal);
    if (!result.isDone) return total;
    const found = result.newMatches - rescreen.newMatches;
    total.rescreens += 1;
    total.screened += result.screened;
    total.newMatches += found;
    await recordAuditEntry(deps.db, {
      actorUserId: null,
      impersonatedUserId: null,
      action: 'screening.rescreened',
      target: `${rescreen.list}@${rescreen.version}`,
      details: {
        list: rescreen.list,
        version: rescreen.version,
        screened: result.screened,
        newMatches: result.newMatches,
      },
    });
    await sealAuditLog(deps);
    if (result.newMatches > 0) await mailAdmins(deps, rescreen, result.newMatches);
  }
};
