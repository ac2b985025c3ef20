// Whether the identity checks hold a subscription's approval (docs/kyc.md 'Review'), as SQL over its row: a possible
// match open or confirmed, or a fund that runs the checks and no screening of it yet. The back office's pipeline
// reads it for the lifecycle's guard, the investor's pages for their status line ('identity checks in progress').
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

export const screeningHoldSql = (transactionId: AnyColumn, fundSlug: AnyColumn): SQL<boolean> => sql`(exists (
    select 1 from screening_matches sm where sm.transaction_id = ${transactionId} and sm.status <> 'cleared')
  or (exists (select 1 from funds f where f.slug = ${fundSlug} and f.identity_checks)
    and not exists (select 1 from screenings s where s.transaction_id = ${transactionId})))`;
