// The fund form (issue 'Funds'): what the admin types (dollars, Eastern date-times) and the FundInput the API takes,
// checked with the shared fund schema so the form shows the server's own messages before anything is sent.
import type { AdminFundAnswer, FundInput } from '../../../../shared/api/admin-funds';
import type { FundTypeCode, PortalType, ScreeningStage } from '../../../../shared/domain/codes';
import { DEFAULT_PRICE_PER_SHARE } from '../../../../shared/domain/constants';
import type { FundType } from '../../../../shared/domain/entities';
import { type FundState, fundState } from '../../../../shared/domain/fund-state';
import { parseUsdToCents } from '../../../../shared/domain/money';
import { fundInputErrors } from '../../../../shared/schemas/admin/fund-input';
import { fundDateToLocalInput, localInputToFundDate } from './eastern-inputs';

export const FUND_DATE_FIELDS = [
  'marketingLaunchDate',
  'initialCloseDate',
  'commitmentDeadline',
  'finalSubscriptionAgreementDeadline',
  'closeDate',
  'reservationStartDate',
  'reservationEndDate',
] as const;
export const PORTAL_DATE_FIELDS = [
  'startDatetime',
  'endDatetime',
  'closeDatetime',
  'reservationStartDatetime',
  'reservationEndDatetime',
] as const;

/** The fund's dates that name the same moment as a portal setting's (docs/spec.md §3 has both): the form asks once. */
export const SAME_MOMENT = {
  closeDate: 'closeDatetime',
  reservationStartDate: 'reservationStartDatetime',
  reservationEndDate: 'reservationEndDatetime',
} as const satisfies Partial<Record<(typeof FUND_DATE_FIELDS)[number], (typeof PORTAL_DATE_FIELDS)[number]>>;

type DateFields = Record<(typeof FUND_DATE_FIELDS)[number] | (typeof PORTAL_DATE_FIELDS)[number], string>;

export type FundFormValues = DateFields & {
  slug: string;
  code: string;
  name: string;
  legalName: string;
  fundTypeCode: FundTypeCode;
  type: FundType;
  carryType: string;
  syndicationAssetType: '' | 'single' | 'multiple';
  accreditedQualified: boolean;
  minimumInvestment: string;
  maximumInvestment: string;
  pricePerShare: string;
  hexColor: string;
  fundMaxExceeded: boolean;
  carryPercentage: string;
  managementFeePercentage: string;
  termYears: string;
  vintageYear: string;
  targetAmount: string;
  isProgressShown: boolean;
  collectTaxForms: boolean;
  identityChecks: boolean;
  screeningStage: ScreeningStage;
  portalType: PortalType;
  requiresReservationInAdvance: boolean;
};

export const AMOUNT_MESSAGE = 'Please enter an amount in US dollars, e.g. 25,000.';
export const PRICE_MESSAGE = 'Please enter a price per share of 0 or more.';

const dollars = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2));
const numberText = (value: number | null): string => (value === null ? '' : String(value));

export const emptyFundForm = (): FundFormValues => ({
  slug: '',
  code: '',
  name: '',
  legalName: '',
  fundTypeCode: 'AF',
  type: 'default',
  carryType: '',
  syndicationAssetType: '',
  accreditedQualified: true,
  minimumInvestment: '',
  maximumInvestment: '',
  pricePerShare: String(DEFAULT_PRICE_PER_SHARE),
  hexColor: '#1f4e79',
  fundMaxExceeded: false,
  carryPercentage: '',
  managementFeePercentage: '',
  termYears: '',
  vintageYear: '',
  targetAmount: '',
  isProgressShown: false,
  collectTaxForms: false,
  identityChecks: false,
  screeningStage: 'investorSigned',
  portalType: 'fullQcp',
  requiresReservationInAdvance: false,
  ...(Object.fromEntries([...FUND_DATE_FIELDS, ...PORTAL_DATE_FIELDS].map((f) => [f, ''])) as DateFields),
});

export const toFundForm = ({ fund, portalSettings }: AdminFundAnswer): FundFormValues => ({
  ...emptyFundForm(),
  slug: fund.slug,
  code: fund.code,
  name: fund.name,
  legalName: fund.legalName,
  fundTypeCode: fund.fundTypeCode,
  type: fund.type,
  carryType: fund.carryType ?? '',
  syndicationAssetType: fund.syndicationAssetType ?? '',
  accreditedQualified: fund.accreditedQualified,
  minimumInvestment: dollars(fund.minimumInvestmentAmount),
  maximumInvestment: dollars(fund.maximumInvestmentAmount),
  pricePerShare: String(fund.pricePerShare),
  hexColor: fund.hexColor,
  fundMaxExceeded: fund.fundMaxExceeded,
  carryPercentage: numberText(fund.carryPercentage),
  managementFeePercentage: numberText(fund.managementFeePercentage),
  termYears: numberText(fund.termYears),
  vintageYear: numberText(fund.vintageYear),
  targetAmount: dollars(fund.targetAmount),
  isProgressShown: fund.isProgressShown,
  collectTaxForms: fund.collectTaxForms,
  identityChecks: fund.identityChecks,
  screeningStage: fund.screeningStage,
  portalType: portalSettings.portalType,
  requiresReservationInAdvance: portalSettings.requiresReservationInAdvance,
  ...(Object.fromEntries(FUND_DATE_FIELDS.map((f) => [f, fundDateToLocalInput(fund[f])])) as DateFields),
  ...(Object.fromEntries(PORTAL_DATE_FIELDS.map((f) => [f, fundDateToLocalInput(portalSettings[f])])) as DateFields),
});

const price = (text: string): number => {
  const value = Number(text.trim() === '' ? Number.NaN : text.trim());
  return Number.isFinite(value) ? value : Number.NaN;
};

/** An optional number ('' is none); what cannot be read travels as NaN and gets the field's own message. */
const optionalNumber = (text: string): number | null => (text.trim() === '' ? null : price(text.replace(/%$/, '')));

export const toFundInput = (v: FundFormValues): FundInput => ({
  fund: {
    slug: v.slug.trim(),
    code: v.code,
    name: v.name,
    legalName: v.legalName,
    fundTypeCode: v.fundTypeCode,
    type: v.type,
    carryType: v.carryType.trim() === '' ? null : v.carryType,
    syndicationAssetType: v.type === 'syndication' && v.syndicationAssetType !== '' ? v.syndicationAssetType : null,
    accreditedQualified: v.accreditedQualified,
    // An unreadable amount travels as 0 and is refused with the minimum's message; the form shows its own first.
    minimumInvestmentAmount: parseUsdToCents(v.minimumInvestment) ?? 0,
    maximumInvestmentAmount: parseUsdToCents(v.maximumInvestment),
    pricePerShare: price(v.pricePerShare),
    hexColor: v.hexColor.trim(),
    fundMaxExceeded: v.fundMaxExceeded,
    carryPercentage: optionalNumber(v.carryPercentage),
    managementFeePercentage: optionalNumber(v.managementFeePercentage),
    termYears: optionalNumber(v.termYears),
    vintageYear: optionalNumber(v.vintageYear),
    targetAmount: v.targetAmount.trim() === '' ? null : (parseUsdToCents(v.targetAmount) ?? Number.NaN),
    isProgressShown: v.isProgressShown,
    collectTaxForms: v.collectTaxForms,
    identityChecks: v.identityChecks,
    screeningStage: v.screeningStage,
    ...(Object.fromEntries(FUND_DATE_FIELDS.map((f) => [f, localInputToFundDate(v[f])])) as Record<
      (typeof FUND_DATE_FIELDS)[number],
      string | null
    >),
    // One date for each moment: the fund's close and reservation window are the portal's, which give its state.
    ...(Object.fromEntries(
      Object.entries(SAME_MOMENT).map(([fundField, portalField]) => [fundField, localInputToFundDate(v[portalField])]),
    ) as Record<keyof typeof SAME_MOMENT, string | null>),
  },
  portalSettings: {
    portalType: v.portalType,
    requiresReservationInAdvance: v.requiresReservationInAdvance,
    ...(Object.fromEntries(PORTAL_DATE_FIELDS.map((f) => [f, localInputToFundDate(v[f])])) as Record<
      (typeof PORTAL_DATE_FIELDS)[number],
      string | null
    >),
  },
});

/** The API's error paths as the form's field names ('fund.minimumInvestmentAmount' → 'minimumInvestment'). */
export const formFieldOf = (path: string): string => {
  const field = path.replace(/^(fund|portalSettings)\./, '');
  if (field === 'minimumInvestmentAmount') return 'minimumInvestment';
  if (field === 'maximumInvestmentAmount') return 'maximumInvestment';
  return field;
};

export const formErrorsOf = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([path, message]) => [formFieldOf(path), message]));

/** Field → message, the shared schema's, plus the form's own for amounts it cannot read. */
export const validateFundForm = (values: FundFormValues): Record<string, string> => {
  const errors = formErrorsOf(fundInputErrors(toFundInput(values)));
  if (values.minimumInvestment.trim() !== '' && parseUsdToCents(values.minimumInvestment) === null) {
    errors.minimumInvestment = AMOUNT_MESSAGE;
  }
  if (values.maximumInvestment.trim() !== '' && parseUsdToCents(values.maximumInvestment) === null) {
    errors.maximumInvestment = AMOUNT_MESSAGE;
  }
  if (Number.isNaN(price(values.pricePerShare))) errors.pricePerShare = PRICE_MESSAGE;
  if (values.targetAmount.trim() !== '' && parseUsdToCents(values.targetAmount) === null) {
    errors.targetAmount = AMOUNT_MESSAGE;
  }
  return errors;
};

/** docs/spec.md §4 state as the fund would have it now, for a visitor without a reservation; null while dates are unreadable. */
export const previewFundState = (values: FundFormValues, now: Date): FundState | null => {
  const { fund, portalSettings } = toFundInput(values);
  try {
    return fundState({ settings: portalSettings, fund, now, hasReservation: false, hasExtendedPreSigning: false });
  } catch {
    return null;
  }
};
