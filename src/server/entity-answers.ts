// Answer schemas of the docs/spec.md §3 entities (src/shared/domain/entities.ts) that several features answer: a fund and its
// portal settings, the visitor. Fund dates and portal settings dates are docs/spec.md §4's 'MM/dd/yyyy hh:mm am' text.
import { FUND_TYPE_CODES, PORTAL_TYPES, SCREENING_STAGES } from '../shared/domain/codes';
import type { Address, Fund, FundPortalSettings, Visitor, VisitorUser } from '../shared/domain/entities';
import {
  answerObject,
  booleanAnswer,
  enumAnswer,
  integerAnswer,
  nullableEnum,
  nullableInteger,
  nullableNumber,
  nullableObject,
  nullableString,
  numberAnswer,
  stringAnswer,
} from './answer-schema';

export const addressAnswer = answerObject<Address>()({
  address1: stringAnswer,
  address2: stringAnswer,
  city: stringAnswer,
  state: stringAnswer,
  province: stringAnswer,
  postalCode: stringAnswer,
  country: stringAnswer,
});

export const fundAnswer = answerObject<Fund>()({
  slug: stringAnswer,
  code: stringAnswer,
  name: stringAnswer,
  legalName: stringAnswer,
  finalSubscriptionAgreementDeadline: nullableString,
  accreditedQualified: booleanAnswer,
  type: enumAnswer(['default', 'syndication']),
  fundTypeCode: enumAnswer(FUND_TYPE_CODES),
  minimumInvestmentAmount: integerAnswer,
  maximumInvestmentAmount: nullableInteger,
  integrationId: stringAnswer,
  closeDate: nullableString,
  marketingLaunchDate: nullableString,
  commitmentDeadline: nullableString,
  initialCloseDate: nullableString,
  reservationStartDate: nullableString,
  reservationEndDate: nullableString,
  hexColor: stringAnswer,
  carryType: nullableString,
  syndicationAssetType: nullableEnum(['single', 'multiple']),
  pricePerShare: numberAnswer,
  fundMaxExceeded: booleanAnswer,
  carryPercentage: nullableNumber,
  managementFeePercentage: nullableNumber,
  termYears: nullableInteger,
  vintageYear: nullableInteger,
  targetAmount: nullableInteger,
  isProgressShown: booleanAnswer,
  collectTaxForms: booleanAnswer,
  identityChecks: booleanAnswer,
  screeningStage: enumAnswer(SCREENING_STAGES),
});

export const portalSettingsAnswer = answerObject<FundPortalSettings>()({
  portalType: enumAnswer(PORTAL_TYPES),
  startDatetime: nullableString,
  endDatetime: nullableString,
  closeDatetime: nullableString,
  reservationStartDatetime: nullableString,
  reservationEndDatetime: nullableString,
  requiresReservationInAdvance: booleanAnswer,
});

const visitorUserAnswer = answerObject<VisitorUser>()({
  id: stringAnswer,
  email1: stringAnswer,
  firstName: stringAnswer,
  lastName: stringAnswer,
  avatar: nullableString,
  avatarUrl: stringAnswer,
  initials: stringAnswer,
});

/** docs/spec.md §6 visitor: `links` names the pages the menu offers, which differ by who is logged in. */
export const visitorAnswer = answerObject<Visitor>()(
  {
    isLoggedIn: booleanAnswer,
    user: nullableObject(visitorUserAnswer),
    links: { type: 'object', additionalProperties: stringAnswer },
    adminEmail: nullableString,
    delegateEmail: nullableString,
  },
  ['delegateEmail'],
);
