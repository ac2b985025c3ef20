// Creating, editing and listing funds in the back office (issue 'Funds'; docs/spec.md §3 'Fund', 'Fund portal settings').
// The shared schema checks the whole fund first, so a fund is saved whole or not at all.
import type { AdminFundSummary, FundInput } from '../../../../shared/api/admin-funds';
import { fundState } from '../../../../shared/domain/fund-state';
import { fundInputErrors, normalizeFundInput } from '../../../../shared/schemas/admin/fund-input';
import { recordAdminAction } from '../../../audit/record-action';
import { FIELDS_TO_CORRECT, HttpError } from '../../../http-error';
import type { FundWithSettings } from '../../funds/public-api';
import { findFund } from '../../funds/public-api';
import type { AdminDeps } from '../admin-deps';
import { EMPTY_COUNTS } from './admin-funds-repository';

export const FUND_NOT_FOUND = 'Fund not found.';
export const SLUG_TAKEN = 'A fund with this web address already exists. Please choose another.';
export const SLUG_CHANGED = 'The web address of a fund cannot change once investors may have it.';

/** docs/spec.md §4 state as a visitor without a reservation sees it now. */
const stateOf = ({ fund, portalSettings }: FundWithSettings, now: Date) =>
  fundState({ settings: portalSettings, fund, now, hasReservation: false, hasExtendedPreSigning: false });

export const listFunds = async (deps: AdminDeps): Promise<AdminFundSummary[]> => {
  const [all, counts, templates] = await Promise.all([
    deps.office.funds.listAll(),
    deps.office.funds.countsBySlug(),
    deps.office.funds.templatesBySlug(),
  ]);
  const now = deps.now();
  return all.map((found) => ({
    ...found,
    state: stateOf(found, now),
    counts: counts.get(found.fund.slug) ?? EMPTY_COUNTS,
    template: templates.get(found.fund.slug) ?? null,
  }));
};

export const getFund = async (deps: AdminDeps, slug: string): Promise<AdminFundSummary> => {
  const found = await findFund(deps.db, slug);
  if (!found) throw new HttpError(404, FUND_NOT_FOUND);
  const [counts, templates] = await Promise.all([
    deps.office.funds.countsBySlug(),
    deps.office.funds.templatesBySlug(),
  ]);
  return {
    ...found,
    state: stateOf(found, deps.now()),
    counts: counts.get(slug) ?? EMPTY_COUNTS,
    template: templates.get(slug) ?? null,
  };
};

const validated = (input: FundInput): FundInput => {
  const fields = fundInputErrors(input);
  if (Object.keys(fields).length > 0) throw new HttpError(400, FIELDS_TO_CORRECT, { fields });
  return normalizeFundInput(input);
};

export const createFund = async (deps: AdminDeps, adminId: string, input: FundInput): Promise<AdminFundSummary> => {
  const fund = validated(input);
  if (!(await deps.office.funds.create(fund))) {
    throw new HttpError(409, SLUG_TAKEN, { fields: { 'fund.slug': SLUG_TAKEN } });
  }
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'fund.created',
    target: fund.fund.slug,
    details: { fund: fund.fund, portalSettings: fund.portalSettings },
  });
  return getFund(deps, fund.fund.slug);
};

export const updateFund = async (
  deps: AdminDeps,
  adminId: string,
  slug: string,
  input: FundInput,
): Promise<AdminFundSummary> => {
  if (input.fund.slug !== slug) throw new HttpError(400, SLUG_CHANGED, { fields: { 'fund.slug': SLUG_CHANGED } });
  const fund = validated(input);
  const before = await findFund(deps.db, slug);
  if (!before || !(await deps.office.funds.update(slug, fund))) throw new HttpError(404, FUND_NOT_FOUND);
  const after = await getFund(deps, slug);
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'fund.updated',
    target: slug,
    details: { changes: changesOf(before, after) },
  });
  return after;
};

type Flat = Record<string, unknown>;
const flatten = ({ fund, portalSettings }: FundWithSettings): Flat => ({
  ...Object.fromEntries(Object.entries(fund).map(([k, v]) => [`fund.${k}`, v])),
  ...Object.fromEntries(Object.entries(portalSettings).map(([k, v]) => [`portalSettings.${k}`, v])),
});

/** Field → [before, after] for every field that changed. */
export const changesOf = (before: FundWithSettings, after: FundWithSettings): Record<string, [unknown, unknown]> => {
  const [a, b] = [flatten(before), flatten(after)];
  return Object.fromEntries(
    Object.keys(b)
      .filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]))
      .map((key) => [key, [a[key] ?? null, b[key] ?? null]]),
  );
};
