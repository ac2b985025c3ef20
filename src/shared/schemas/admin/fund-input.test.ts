import { describe, expect, it } from 'vitest';
import type { FundInput } from '../../api/admin-funds';
import { fundInputErrors, normalizeFundInput } from './fund-input';
import { FUND_MESSAGES } from './fund-messages';

const validFund = (): FundInput => ({
  fund: {
    slug: 'venture-fund-v',
    code: 'VF5',
    name: 'Venture Fund V',
    legalName: 'Venture Fund V, L.P.',
    finalSubscriptionAgreementDeadline: null,
    accreditedQualified: true,
    type: 'default',
    fundTypeCode: 'AF',
    minimumInvestmentAmount: 2_500_000,
    maximumInvestmentAmount: 200_000_000,
    closeDate: '12/31/2026 05:00 pm',
    marketingLaunchDate: null,
    commitmentDeadline: null,
    initialCloseDate: null,
    reservationStartDate: null,
    reservationEndDate: null,
    hexColor: '#0B6E4F',
    carryType: 'Deal Carry',
    syndicationAssetType: null,
    pricePerShare: 0,
    fundMaxExceeded: false,
    carryPercentage: 20,
    managementFeePercentage: 2,
    termYears: 10,
    vintageYear: 2026,
    targetAmount: 5_000_000_000,
    isProgressShown: true,
    collectTaxForms: false,
    identityChecks: false,
    screeningStage: 'investorSigned',
  },
  portalSettings: {
    portalType: 'fullQcp',
    startDatetime: '01/05/2026 09:00 am',
    endDatetime: '06/30/2026 05:00 pm',
    closeDatetime: '12/31/2026 05:00 pm',
    reservationStartDatetime: null,
    reservationEndDatetime: null,
    requiresReservationInAdvance: false,
  },
});

type Change = (input: FundInput) => void;

describe('fund validation in the back office', () => {
  it('accepts a complete fund', () => {
    expect(fundInputErrors(validFund())).toEqual({});
  });

  it.each<[string, Change, string, string]>([
    [
      'a screening stage that is not one',
      (i) => {
        (i.fund as { screeningStage: string }).screeningStage = 'whenever';
      },
      'fund.screeningStage',
      FUND_MESSAGES.screeningStage,
    ],
    [
      'a slug with capitals',
      (i) => {
        i.fund.slug = 'Venture';
      },
      'fund.slug',
      FUND_MESSAGES.slug,
    ],
    [
      'a slug ending in a dash',
      (i) => {
        i.fund.slug = 'fund-';
      },
      'fund.slug',
      FUND_MESSAGES.slug,
    ],
    [
      'a blank name',
      (i) => {
        i.fund.name = '   ';
      },
      'fund.name',
      FUND_MESSAGES.name,
    ],
    [
      'a blank legal name',
      (i) => {
        i.fund.legalName = '';
      },
      'fund.legalName',
      FUND_MESSAGES.legalName,
    ],
    [
      'a blank code',
      (i) => {
        i.fund.code = '';
      },
      'fund.code',
      FUND_MESSAGES.code,
    ],
    [
      'a name too long',
      (i) => {
        i.fund.name = 'x'.repeat(121);
      },
      'fund.name',
      FUND_MESSAGES.tooLong(120),
    ],
    [
      'an unknown fund type code',
      (i) => {
        i.fund.fundTypeCode = 'XX' as never;
      },
      'fund.fundTypeCode',
      FUND_MESSAGES.fundTypeCode,
    ],
    [
      'a syndication without its asset type',
      (i) => {
        i.fund.type = 'syndication';
      },
      'fund.syndicationAssetType',
      FUND_MESSAGES.syndicationAssetType,
    ],
    [
      'a carry above 50%',
      (i) => {
        i.fund.carryPercentage = 60;
      },
      'fund.carryPercentage',
      FUND_MESSAGES.carryPercentage,
    ],
    [
      'a negative carry',
      (i) => {
        i.fund.carryPercentage = -1;
      },
      'fund.carryPercentage',
      FUND_MESSAGES.carryPercentage,
    ],
    [
      'a carry with three decimals',
      (i) => {
        i.fund.carryPercentage = 20.125;
      },
      'fund.carryPercentage',
      FUND_MESSAGES.carryPercentage,
    ],
    [
      'a management fee above 10%',
      (i) => {
        i.fund.managementFeePercentage = 12;
      },
      'fund.managementFeePercentage',
      FUND_MESSAGES.managementFeePercentage,
    ],
    [
      'a term of half a year',
      (i) => {
        i.fund.termYears = 7.5;
      },
      'fund.termYears',
      FUND_MESSAGES.termYears,
    ],
    [
      'a term of 0 years',
      (i) => {
        i.fund.termYears = 0;
      },
      'fund.termYears',
      FUND_MESSAGES.termYears,
    ],
    [
      'a vintage before 1990',
      (i) => {
        i.fund.vintageYear = 1850;
      },
      'fund.vintageYear',
      FUND_MESSAGES.vintageYear,
    ],
    [
      'a target below the minimum',
      (i) => {
        i.fund.targetAmount = 100;
      },
      'fund.targetAmount',
      FUND_MESSAGES.targetAmount,
    ],
    [
      'progress shown without a target',
      (i) => {
        i.fund.targetAmount = null;
      },
      'fund.isProgressShown',
      FUND_MESSAGES.progressNeedsTarget,
    ],
    [
      'a minimum of zero',
      (i) => {
        i.fund.minimumInvestmentAmount = 0;
      },
      'fund.minimumInvestmentAmount',
      FUND_MESSAGES.minimumInvestmentAmount,
    ],
    [
      'a minimum in fractions of a cent',
      (i) => {
        i.fund.minimumInvestmentAmount = 10.5;
      },
      'fund.minimumInvestmentAmount',
      FUND_MESSAGES.minimumInvestmentAmount,
    ],
    [
      'a maximum below the minimum',
      (i) => {
        i.fund.maximumInvestmentAmount = 1_000;
      },
      'fund.maximumInvestmentAmount',
      FUND_MESSAGES.maximumInvestmentAmount,
    ],
    [
      'a negative price per share',
      (i) => {
        i.fund.pricePerShare = -1;
      },
      'fund.pricePerShare',
      FUND_MESSAGES.pricePerShare,
    ],
    [
      'a colour name',
      (i) => {
        i.fund.hexColor = 'green';
      },
      'fund.hexColor',
      FUND_MESSAGES.hexColor,
    ],
    [
      'an unreadable close date',
      (i) => {
        i.fund.closeDate = '2026-12-31';
      },
      'fund.closeDate',
      FUND_MESSAGES.fundDate,
    ],
    [
      'a fund reservation window that ends first',
      (i) => {
        i.fund.reservationStartDate = '03/01/2026 09:00 am';
        i.fund.reservationEndDate = '02/01/2026 09:00 am';
      },
      'fund.reservationEndDate',
      FUND_MESSAGES.reservationOrder,
    ],
    [
      'an unknown portal type',
      (i) => {
        i.portalSettings.portalType = 'other' as never;
      },
      'portalSettings.portalType',
      FUND_MESSAGES.portalType,
    ],
    [
      'an end before the start',
      (i) => {
        i.portalSettings.endDatetime = '01/01/2026 09:00 am';
      },
      'portalSettings.endDatetime',
      FUND_MESSAGES.endAfterStart,
    ],
    [
      'a close before the end',
      (i) => {
        i.portalSettings.closeDatetime = '06/01/2026 09:00 am';
      },
      'portalSettings.closeDatetime',
      FUND_MESSAGES.closeAfterEnd,
    ],
    [
      'a reservation portal without its window',
      (i) => {
        i.portalSettings.portalType = 'reservationPortal';
      },
      'portalSettings.reservationStartDatetime',
      FUND_MESSAGES.reservationNeeded,
    ],
    [
      'reservation in advance without its window',
      (i) => {
        i.portalSettings.requiresReservationInAdvance = true;
      },
      'portalSettings.reservationEndDatetime',
      FUND_MESSAGES.reservationNeeded,
    ],
  ])('refuses %s with a clear message', (_name, change, path, message) => {
    const input = validFund();
    change(input);
    expect(fundInputErrors(input)[path]).toBe(message);
  });

  it.each<[string, Change]>([
    [
      'no maximum',
      (i) => {
        i.fund.maximumInvestmentAmount = null;
      },
    ],
    [
      'a maximum equal to the minimum',
      (i) => {
        i.fund.maximumInvestmentAmount = 2_500_000;
      },
    ],
    [
      'a close equal to the end',
      (i) => {
        i.portalSettings.closeDatetime = '06/30/2026 05:00 pm';
      },
    ],
    [
      'a syndication with multiple assets',
      (i) => {
        i.fund.type = 'syndication';
        i.fund.syndicationAssetType = 'multiple';
      },
    ],
    [
      'a reservation portal with its window',
      (i) => {
        i.portalSettings.portalType = 'reservationPortal';
        i.portalSettings.reservationStartDatetime = '12/01/2025 09:00 am';
        i.portalSettings.reservationEndDatetime = '12/31/2025 09:00 am';
      },
    ],
    [
      'a fund without key terms or a target',
      (i) => {
        Object.assign(i.fund, {
          carryPercentage: null,
          managementFeePercentage: null,
          termYears: null,
          vintageYear: null,
          targetAmount: null,
          isProgressShown: false,
        });
      },
    ],
    [
      'dates without leading zeros',
      (i) => {
        i.portalSettings.startDatetime = '1/5/2026 9:00 AM';
      },
    ],
  ])('accepts %s', (_name, change) => {
    const input = validFund();
    change(input);
    expect(fundInputErrors(input)).toEqual({});
  });

  it('tidies a fund before it is stored', () => {
    const input = validFund();
    input.fund.name = '  Venture   Fund V ';
    input.fund.carryType = '  ';
    input.fund.syndicationAssetType = 'single';
    input.portalSettings.startDatetime = '1/5/2026 9:00 AM';
    const tidy = normalizeFundInput(input);
    expect(tidy.fund).toMatchObject({ name: 'Venture Fund V', carryType: null, syndicationAssetType: null });
    expect(tidy.fund.hexColor).toBe('#0b6e4f');
    expect(tidy.portalSettings.startDatetime).toBe('01/05/2026 09:00 am');
  });
});
