// A fund as the back office saves it (docs/spec.md §3 'Fund' and 'Fund portal settings'): the browser's form and the API
// check the same rules, so nothing half-valid is ever saved. Dates are docs/spec.md §4 fund dates in US Eastern time.
import { type AnyObject, boolean, mixed, number, object, string, type TestContext } from 'yup';
import {
  FUND_TYPE_CODES,
  type FundTypeCode,
  PORTAL_TYPES,
  type PortalType,
  SCREENING_STAGES,
  type ScreeningStage,
} from '../../domain/codes';
import type { FundType, SyndicationAssetType } from '../../domain/entities';
import { parseFundDate, usesReservations } from '../../domain/fund-state';
import { FUND_LIMITS, FUND_MESSAGES, TERM_LIMITS } from './fund-messages';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** A fund date the portal can read, or nothing. */
export const isFundDateOrEmpty = (value: string | null | undefined): boolean => {
  try {
    parseFundDate(value);
    return true;
  } catch {
    return false;
  }
};

const instantOf = (value: unknown): Date | null => {
  if (typeof value !== 'string' || !isFundDateOrEmpty(value)) return null;
  return parseFundDate(value);
};

const fundDate = () =>
  string().nullable().default(null).defined().test('fund-date', FUND_MESSAGES.fundDate, isFundDateOrEmpty);

/** `later` must come after `earlier` when both are given (`allowEqual` for close vs end). */
const isOrdered =
  (earlierKey: string, allowEqual = false) =>
  (value: string | null | undefined, context: TestContext<AnyObject>): boolean => {
    const later = instantOf(value);
    const earlier = instantOf((context.parent as Record<string, unknown>)[earlierKey]);
    if (later === null || earlier === null) return true;
    return allowEqual ? later >= earlier : later > earlier;
  };

const requiredText = (message: string, max: number) =>
  string()
    .defined()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .required(message)
    .max(max, FUND_MESSAGES.tooLong(max));

const cents = (message: string) => number().typeError(message).integer(message).min(1, message);

/** A percentage within its range with at most two decimals, or nothing. */
const percentage = (message: string, { min, max }: { min: number; max: number }) =>
  number()
    .typeError(message)
    .nullable()
    .defined()
    .min(min, message)
    .max(max, message)
    .test('two-decimals', message, (value) => value === null || value === undefined || Number.isInteger(value * 100));

const wholeNumber = (message: string, { min, max }: { min: number; max: number }) =>
  number().typeError(message).nullable().defined().integer(message).min(min, message).max(max, message);

export const fundFieldsSchema = object({
  slug: requiredText(FUND_MESSAGES.slug, FUND_LIMITS.slug).matches(SLUG, FUND_MESSAGES.slug),
  code: requiredText(FUND_MESSAGES.code, FUND_LIMITS.code),
  name: requiredText(FUND_MESSAGES.name, FUND_LIMITS.name),
  legalName: requiredText(FUND_MESSAGES.legalName, FUND_LIMITS.legalName),
  fundTypeCode: mixed<FundTypeCode>()
    .oneOf(FUND_TYPE_CODES, FUND_MESSAGES.fundTypeCode)
    .required(FUND_MESSAGES.fundTypeCode),
  type: mixed<FundType>().oneOf(['default', 'syndication'], FUND_MESSAGES.type).required(FUND_MESSAGES.type),
  carryType: string().nullable().defined().max(FUND_LIMITS.carryType, FUND_MESSAGES.tooLong(FUND_LIMITS.carryType)),
  syndicationAssetType: mixed<SyndicationAssetType>()
    .nullable()
    .defined()
    .oneOf(['single', 'multiple', null], FUND_MESSAGES.syndicationAssetType)
    .test('syndication-assets', FUND_MESSAGES.syndicationAssetType, (value, context) => {
      return (context.parent as { type?: unknown }).type !== 'syndication' || value !== null;
    }),
  accreditedQualified: boolean().defined(),
  minimumInvestmentAmount: cents(FUND_MESSAGES.minimumInvestmentAmount).required(FUND_MESSAGES.minimumInvestmentAmount),
  maximumInvestmentAmount: cents(FUND_MESSAGES.maximumInvestmentAmount)
    .nullable()
    .defined()
    .test('max-at-least-min', FUND_MESSAGES.maximumInvestmentAmount, (value, context) => {
      const minimum = (context.parent as { minimumInvestmentAmount?: unknown }).minimumInvestmentAmount;
      return value === null || typeof minimum !== 'number' || value >= minimum;
    }),
  pricePerShare: number().typeError(FUND_MESSAGES.pricePerShare).min(0, FUND_MESSAGES.pricePerShare).required(),
  hexColor: string().defined().required(FUND_MESSAGES.hexColor).matches(HEX_COLOR, FUND_MESSAGES.hexColor),
  fundMaxExceeded: boolean().defined(),
  carryPercentage: percentage(FUND_MESSAGES.carryPercentage, TERM_LIMITS.carryPercentage),
  managementFeePercentage: percentage(FUND_MESSAGES.managementFeePercentage, TERM_LIMITS.managementFeePercentage),
  termYears: wholeNumber(FUND_MESSAGES.termYears, TERM_LIMITS.termYears),
  vintageYear: wholeNumber(FUND_MESSAGES.vintageYear, TERM_LIMITS.vintageYear),
  targetAmount: cents(FUND_MESSAGES.targetAmount)
    .nullable()
    .defined()
    .test('target-at-least-min', FUND_MESSAGES.targetAmount, (value, context) => {
      const minimum = (context.parent as { minimumInvestmentAmount?: unknown }).minimumInvestmentAmount;
      return value === null || typeof minimum !== 'number' || value >= minimum;
    }),
  isProgressShown: boolean()
    .defined()
    .test('progress-needs-target', FUND_MESSAGES.progressNeedsTarget, (value, context) => {
      return value !== true || typeof (context.parent as { targetAmount?: unknown }).targetAmount === 'number';
    }),
  collectTaxForms: boolean().defined(),
  identityChecks: boolean().defined(),
  screeningStage: mixed<ScreeningStage>()
    .oneOf([...SCREENING_STAGES], FUND_MESSAGES.screeningStage)
    .defined(FUND_MESSAGES.screeningStage),
  marketingLaunchDate: fundDate(),
  initialCloseDate: fundDate(),
  commitmentDeadline: fundDate(),
  finalSubscriptionAgreementDeadline: fundDate(),
  closeDate: fundDate(),
  reservationStartDate: fundDate(),
  reservationEndDate: fundDate().test(
    'reservation-order',
    FUND_MESSAGES.reservationOrder,
    isOrdered('reservationStartDate'),
  ),
});

export const portalSettingsSchema = object({
  portalType: mixed<PortalType>().oneOf(PORTAL_TYPES, FUND_MESSAGES.portalType).required(FUND_MESSAGES.portalType),
  startDatetime: fundDate(),
  endDatetime: fundDate().test('end-after-start', FUND_MESSAGES.endAfterStart, isOrdered('startDatetime')),
  closeDatetime: fundDate()
    .test('close-after-start', FUND_MESSAGES.endAfterStart, isOrdered('startDatetime'))
    .test('close-after-end', FUND_MESSAGES.closeAfterEnd, isOrdered('endDatetime', true)),
  reservationStartDatetime: fundDate().test('reservation-needed', FUND_MESSAGES.reservationNeeded, (value, context) =>
    usesReservations(context.parent as Record<string, unknown>) ? instantOf(value) !== null : true,
  ),
  reservationEndDatetime: fundDate()
    .test('reservation-needed', FUND_MESSAGES.reservationNeeded, (value, context) =>
      usesReservations(context.parent as Record<string, unknown>) ? instantOf(value) !== null : true,
    )
    .test('reservation-order', FUND_MESSAGES.reservationOrder, isOrdered('reservationStartDatetime')),
  requiresReservationInAdvance: boolean().defined(),
});

export const fundInputSchema = object({ fund: fundFieldsSchema, portalSettings: portalSettingsSchema });
