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

const WAITING_FOR_INVESTOR: readonly InvestmentStatus['kind'][] = [
  'inProgress',
  'notEligible',
  'changesRequested',
  'awaitingCoSigners',
];

/** In progress first (the investor has something to do), then the rest; each group keeps its order (newest first). */
export const investorActionFirst = <T>(items: readonly T[], statusOf: (item: T) => InvestmentStatus): T[] => {
  const first = items.filter((item) => WAITING_FOR_INVESTOR.includes(statusOf(item).kind));
  return [...first, ...items.filter((item) => !first.includes(item))];
};
