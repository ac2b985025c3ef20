// Whether a fund collects tax forms with its subscriptions (the fund's 'collect tax forms' setting, off by default):
// read when the agreement is filled, so a fund that turns it on gives unsigned envelopes their form at the next fill.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { funds } from '../../db/schema/funds';

export const collectsTaxForms = async (db: Db, fundSlug: string): Promise<boolean> => {
  const [row] = await db.select({ collectTaxForms: funds.collectTaxForms }).from(funds).where(eq(funds.slug, fundSlug));
  return row?.collectTaxForms ?? false;
};
