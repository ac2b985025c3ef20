// A valid fund to submit to POST /api/admin/funds, for the back office's API tests and the Chromium specs alike (plain
// data, no server code): open now, with US Eastern dates well around today and a unique slug unless one is given.
import type { FundInput } from '../../../../shared/api/admin-funds';

let funds = 0;
/** A fund open now (US Eastern dates well around today), with a unique slug. */
export const validFundInput = (overrides: Partial<FundInput['fund']> = {}): FundInput => {
  funds += 1;
  return {
    fund: {
      slug: `back-office-fund-${Date.now().toString(36)}-${funds}`,
      code: 'BOF',
      name: 'Back Office Fund',
      legalName: 'Back Office Fund, L.P.',
      finalSubscriptionAgreementDeadline: null,
      accreditedQualified: true,
      type: 'default',
      fundTypeCode: 'AF',
      minimumInvestmentAmount: 2_500_000,
      maximumInvestmentAmount: 200_000_000,
      closeDate: '12/31/2099 05:00 pm',
      marketingLaunchDate: null,
      commitmentDeadline: null,
      initialCloseDate: null,
      reservationStartDate: null,
      reservationEndDate: null,
      hexColor: '#0b6e4f',
      carryType: 'Deal Carry',
      syndicationAssetType: null,
      pricePerShare: 0,
      fundMaxExceeded: false,
      carryPercentage: 20,
      managementFeePercentage: 2,
      termYears: 10,
      vintageYear: 2026,
      targetAmount: 5_000_000_000,
      isProgressShown: false,
      collectTaxForms: false,
      identityChecks: false,
      screeningStage: 'investorSigned',
      ...overrides,
    },
    portalSettings: {
      portalType: 'fullQcp',
      startDatetime: '01/01/2020 09:00 am',
      endDatetime: '12/31/2098 05:00 pm',
      closeDatetime: '12/31/2099 05:00 pm',
      reservationStartDatetime: null,
      reservationEndDatetime: null,
      requiresReservationInAdvance: false,
    },
  };
};
