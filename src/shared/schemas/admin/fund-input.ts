// Checking a fund before it is saved: the same field messages in the browser and on the server, keyed by path
// ('fund.name', 'portalSettings.endDatetime'), and the tidy form of what passed.
import { ValidationError } from 'yup';
import type { FundInput } from '../../api/admin-funds';
import { formatFundDate, parseFundDate } from '../../domain/fund-state';
import { fundInputSchema } from './fund.schema';

export type FundFieldErrors = Record<string, string>;

/** Path → first message; empty when the fund may be saved. */
export const fundInputErrors = (input: unknown): FundFieldErrors => {
  try {
    fundInputSchema.validateSync(input, { abortEarly: false, strict: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: FundFieldErrors = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) {
      const path = issue.path ?? 'fund';
      errors[path] ??= issue.message;
    }
    return errors;
  }
};

const tidyDate = (value: string | null): string | null => {
  const instant = parseFundDate(value);
  return instant === null ? null : formatFundDate(instant);
};

const tidyText = (value: string): string => value.trim().replace(/\s+/g, ' ');

/** The stored form of a valid fund: trimmed text, canonical dates, no asset type outside syndications. */
export const normalizeFundInput = ({ fund, portalSettings }: FundInput): FundInput => ({
  fund: {
    ...fund,
    slug: fund.slug.trim(),
    code: tidyText(fund.code),
    name: tidyText(fund.name),
    legalName: tidyText(fund.legalName),
    carryType: fund.carryType === null || fund.carryType.trim() === '' ? null : tidyText(fund.carryType),
    syndicationAssetType: fund.type === 'syndication' ? fund.syndicationAssetType : null,
    hexColor: fund.hexColor.toLowerCase(),
    marketingLaunchDate: tidyDate(fund.marketingLaunchDate),
    initialCloseDate: tidyDate(fund.initialCloseDate),
    commitmentDeadline: tidyDate(fund.commitmentDeadline),
    finalSubscriptionAgreementDeadline: tidyDate(fund.finalSubscriptionAgreementDeadline),
    closeDate: tidyDate(fund.closeDate),
    reservationStartDate: tidyDate(fund.reservationStartDate),
    reservationEndDate: tidyDate(fund.reservationEndDate),
  },
  portalSettings: {
    ...portalSettings,
    startDatetime: tidyDate(portalSettings.startDatetime),
    endDatetime: tidyDate(portalSettings.endDatetime),
    closeDatetime: tidyDate(portalSettings.closeDatetime),
    reservationStartDatetime: tidyDate(portalSettings.reservationStartDatetime),
    reservationEndDatetime: tidyDate(portalSettings.reservationEndDatetime),
  },
});
