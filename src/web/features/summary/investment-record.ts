// What tells one investment apart on the summary (issue 'the investment summary as a record'): the account it is made
// through (nickname or name, method, masked Tax ID) and the dates it reached; and the order of the cards: those
// waiting for the investor first.
import { METHOD_LABELS, methodOf } from '../../../shared/domain/account-types';
import type { Account } from '../../../shared/domain/entities';
import type { InvestmentStatus } from '../../../shared/domain/investment-status';
import { lastFour } from '../../../shared/domain/tax-id';
import type { TransactionView } from '../../lib/api/api-types';

const accountTaxId = (a: Account): string | null =>
  a.ssn ?? a.ein ?? a.nonUSTaxId ?? a.jtwrosSSN ?? a.disregardedEntitySSN ?? a.iraSecondaryEIN;

/** 'Family trust · Trust · Tax ID ending 6789'; null when the investment has no account yet. */
export const accountLine = (account: Account | undefined): string | null => {
  if (!account) return null;
  const name = account.accountPreferredName || account.trustOrEntityName || account.accountName;
  let method: string | null = null;
  try {
    method = METHOD_LABELS[methodOf(account)];
  } catch {
    method = null;
  }
  const taxId = accountTaxId(account);
  return [name, method, taxId ? `Tax ID ending ${lastFour(taxId)}` : null].filter(Boolean).join(' · ') || null;
};

export type RecordDate = { label: string; at: string; isOnTimeline: boolean };

/** The dates the investment reached, in the order they come; the timeline of a signed one shows all but the start. */
export const recordDates = (t: TransactionView): RecordDate[] => {
  const dates: [string, string | null | undefined][] = [
    ['Started', t.startedAt],
    ['Signed', t.subscriptionAgreementDate],
    ['Approved', t.approvedAt],
    ['Countersigned', t.agreement?.countersignedAt],
    ['Funds received', t.fundsTransferDate],
    ['Completed', t.completionDate],
    ['Declined', t.rejectionDate],
  ];
  return dates.flatMap(([label, at]) => (at ? [{ label, at, isOnTimeline: label !== 'Started' }] : []));
};

/** The summary's groups, in the order they are shown: what waits for the investor first (docs/spec.md §2 summary). */
export type SummaryGroupId = 'waitingForYou' | 'withTheFund' | 'closed';

export const SUMMARY_GROUP_TITLES: Record<SummaryGroupId, string> = {
  waitingForYou: 'Waiting for you',
  withTheFund: 'With the fund',
  closed: 'Completed and closed',
};

const GROUP_OF: Record<InvestmentStatus['kind'], SummaryGroupId> = {
  inProgress: 'waitingForYou',
  notEligible: 'waitingForYou',
  changesRequested: 'waitingForYou',
  // Signed by the investor, waiting for their joint subscriber or spouse, whom they can remind.
  awaitingCoSigners: 'waitingForYou',
  waitlisted: 'withTheFund',
  underReview: 'withTheFund',
  awaitingCountersignature: 'withTheFund',
  awaitingFunds: 'withTheFund',
  funded: 'withTheFund',
  complete: 'closed',
  declined: 'closed',
  withdrawn: 'closed',
};

/** The investments in their groups, empty groups left out; each group keeps the order it was given (newest first). */
export const summaryGroups = <T>(
  items: readonly T[],
  statusOf: (item: T) => InvestmentStatus,
): { id: SummaryGroupId; title: string; items: T[] }[] =>
  (Object.keys(SUMMARY_GROUP_TITLES) as SummaryGroupId[]).flatMap((id) => {
    const inGroup = items.filter((item) => GROUP_OF[statusOf(item).kind] === id);
    return inGroup.length > 0 ? [{ id, title: SUMMARY_GROUP_TITLES[id], items: inGroup }] : [];
  });
