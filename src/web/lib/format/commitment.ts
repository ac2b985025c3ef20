// The commitment amount a visitor types on the fund page: USD within the fund's minimum and maximum (docs/spec.md §2 'Fund
// page'), kept in integer cents (docs/design.md §6).
import { formatUsd, parseUsdToCents } from '../../../shared/domain/money';

type Limits = { minimumInvestmentAmount: number; maximumInvestmentAmount: number | null };

export type CommitmentCheck = { ok: true; cents: number } | { ok: false; message: string };

export const commitmentRangeText = ({ minimumInvestmentAmount, maximumInvestmentAmount }: Limits): string =>
  maximumInvestmentAmount === null
    ? `at least ${formatUsd(minimumInvestmentAmount)}`
    : `between ${formatUsd(minimumInvestmentAmount)} and ${formatUsd(maximumInvestmentAmount)}`;

export const checkCommitment = (text: string, limits: Limits): CommitmentCheck => {
  const cents = parseUsdToCents(text);
  const rangeMessage = `Please enter an amount ${commitmentRangeText(limits)}.`;
  if (cents === null)
    return { ok: false, message: `Please enter an amount in US dollars, ${commitmentRangeText(limits)}.` };
  if (cents < limits.minimumInvestmentAmount) return { ok: false, message: rangeMessage };
  if (limits.maximumInvestmentAmount !== null && cents > limits.maximumInvestmentAmount) {
    return { ok: false, message: rangeMessage };
  }
  return { ok: true, cents };
};

/** '25000' for 2500000 cents: what the input shows for an amount already chosen. */
export const centsToInput = (cents: number | null): string =>
  cents === null ? '' : (cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });

/** The query parameter that carries a commitment typed before logging in or signing up, back to the fund page. */
const COMMITMENT_PARAM = 'amount';

/** The fund page to come back to with the amount the visitor typed: '/fund/venture-fund-iv?amount=25000.00'. */
export const withCommitment = (path: string, cents: number): string =>
  `${path}?${new URLSearchParams({ [COMMITMENT_PARAM]: (cents / 100).toFixed(2) })}`;

/** What the amount field shows for the page's address: the amount it carries, else nothing (an unreadable one too). */
export const commitmentInSearch = (search: string): string => {
  const cents = parseUsdToCents(new URLSearchParams(search).get(COMMITMENT_PARAM) ?? '');
  return cents === null || cents <= 0 ? '' : centsToInput(cents);
};
