// The demo's delegate (docs/security.md 'Delegates'): an adviser who fills in every subscription of an investor, the
// invitation already accepted. Idempotent: a delegation already there is left as it is.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { delegations } from '../schema/delegations';
import { users } from '../schema/users';
import { DEMO_PEOPLE } from './demo-people';

const idOf = async (db: Db, email: string): Promise<string | undefined> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

export const seedDemoDelegations = async (db: Db, now: Date): Promise<void> => {
  for (const person of DEMO_PEOPLE) {
    if (!person.fillsInFor) continue;
    const [delegateUserId, investorUserId] = await Promise.all([idOf(db, person.email), idOf(db, person.fillsInFor)]);
    if (!delegateUserId || !investorUserId) continue;
    const [existing] = await db
      .select({ id: delegations.id })
      .from(delegations)
      .where(and(eq(delegations.delegateUserId, delegateUserId), eq(delegations.investorUserId, investorUserId)));
    if (existing) continue;
    await db.insert(delegations).values({
      investorUserId,
      delegateEmail: person.email,
      delegateUserId,
      status: 'active',
      invitedAt: now,
      acceptedAt: now,
    });
  }
};
