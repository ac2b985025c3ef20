// Demo funds covering every branch of the flow and every fund state (docs/design.md §6). Dates are relative to the seed
// time, so re-running the seed keeps the open funds open.
import type { NewFund, NewFundPortalSettings } from '../../features/funds/public-api';

export type DemoFund = { fund: NewFund; settings: NewFundPortalSettings };

const DAY = 24 * 60 * 60 * 1000;
const USD = 100;

export const DEMO_FUND_SLUGS = {
  promotedVenture: 'venture-fund-iv',
  syndicationMultiple: 'syndication-multi-asset',
  equityRaise: 'growth-equity-raise',
  bondRaise: 'income-bond-2026',
  reservation: 'seed-reservations',
  closed: 'opportunity-fund-i',
  full: 'flagship-fund-full',
} as const;

export const demoFunds = (now: Date): DemoFund[] => {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const openWindow = { startDatetime: at(-30), endDatetime: at(60), closeDatetime: at(90) };
  const base = {
    accreditedQualified: true,
    type: 'default' as const,
    hexColor: '#1f4e79',
    pricePerShare: 0,
    fundMaxExceeded: false,
    syndicationAssetType: null,
    minimumInvestmentAmount: 25_000 * USD,
    maximumInvestmentAmount: 2_000_000 * USD,
    closeDate: at(90),
    commitmentDeadline: at(60),
    finalSubscriptionAgreementDeadline: at(75),
    marketingLaunchDate: at(-45),
    // Key terms of the fund page; 'Deal Carry' is kept for the promoted-interest fund alone (docs/spec.md §4).
    carryType: 'Fund Carry',
    carryPercentage: 20,
    managementFeePercentage: 2,
    termYears: 10,
    vintageYear: 2026,
    targetAmount: null,
    isProgressShown: false,
    collectTaxForms: false,
    identityChecks: false,
    screeningStage: 'investorSigned' as const,
  };
  return [
    {
      fund: {
        ...base,
        slug: DEMO_FUND_SLUGS.promotedVenture,
        code: 'VF4',
        name: 'Venture Fund IV',
        legalName: 'Venture Fund IV, L.P.',
        fundTypeCode: 'AF',
        carryType: 'Deal Carry',
        hexColor: '#0b6e4f',
        targetAmount: 20_000_000 * USD,
        isProgressShown: true,
      },
      settings: { portalType: 'fullQcp', ...openWindow },
    },
    {
      fund: {
        ...base,
        slug: DEMO_FUND_SLUGS.syndicationMultiple,
        code: 'SYN-M',
        name: 'Syndication: Multi-Asset Basket',
        legalName: 'Multi-Asset Syndicate I, LLC',
        type: 'syndication',
        fundTypeCode: 'SYNDICATION',
        syndicationAssetType: 'multiple',
        // The demo of the tax-form step (docs/admin.md 'Tax forms'): a W-9 or W-8 before signing.
        collectTaxForms: true,
        minimumInvestmentAmount: 10_000 * USD,
        carryPercentage: 15,
        managementFeePercentage: 0,
        termYears: 7,
        hexColor: '#5b2a86',
      },
      settings: { portalType: 'fullQcp', ...openWindow },
    },
    {
      fund: {
        ...base,
        slug: DEMO_FUND_SLUGS.equityRaise,
        code: 'GER',
        name: 'Growth Equity Raise',
        legalName: 'Growth Equity Holdings, Inc.',
        fundTypeCode: 'FUNDRAISE',
        minimumInvestmentAmount: 5_000 * USD,
        pricePerShare: 12.5,
        hexColor: '#a23b72',
        // A company's raise: no carry, fee or term.
        carryType: null,
        carryPercentage: null,
        managementFeePercentage: null,
        termYears: null,
        targetAmount: 8_000_000 * USD,
        isProgressShown: true,
      },
      settings: { portalType: 'fundraiseEquity', ...openWindow },
    },
    {
      fund: {
        ...base,
        slug: DEMO_FUND_SLUGS.bondRaise,
        code: 'IB26',
        name: 'Income Bond 2026',
        legalName: 'Income Bond Issuer 2026, LLC',
        fundTypeCode: 'FUNDRAISE',
        minimumInvestmentAmount: 1_000 * USD,
        hexColor: '#2e4057',
        // A three-year note: no carry or fee.
        carryType: null,
        carryPercentage: null,
        managementFeePercentage: null,
        termYears: 3,
      },
      settings: { portalType: 'fundraiseBond', ...openWindow },
    },
    {
      fund: {
        ...base,
        slug: DEMO_FUND_SLUGS.reservation,
        code: 'SR1',
        name: 'Seed Reservations',
        legalName: 'Seed Fund I, L.P.',
        fundTypeCode: 'TAF',
        reservationStartDate: at(-7),
        reservationEndDate: at(21),
        hexColor: '#c75000',
        managementFeePercentage: 2.5,
        vintageYear: 2027,
      },
      settings: {
        portalType: 'reservationPortal',
        startDatetime: at(30),
        endDatetime: at(90),
        closeDatetime: at(120),
        reservationStartDatetime: at(-7),
        reservationEndDatetime: at(21),
        requiresReservationInAdvance: true,
      },
    },
    {
      fund: {
        ...base,
        slug: DEMO_FUND_SLUGS.closed,
        code: 'OF1',
        name: 'Opportunity Fund I',
        legalName: 'Opportunity Fund I, L.P.',
        fundTypeCode: 'OPF',
        maximumInvestmentAmount: null,
        closeDate: at(-30),
        commitmentDeadline: at(-60),
        finalSubscriptionAgreementDeadline: at(-45),
        marketingLaunchDate: at(-400),
        hexColor: '#555555',
        vintageYear: 2025,
      },
      settings: { portalType: 'fullQcp', startDatetime: at(-365), endDatetime: at(-60), closeDatetime: at(-30) },
    },
    {
      fund: {
        ...base,
        slug: DEMO_FUND_SLUGS.full,
        code: 'FF2',
        name: 'Flagship Fund II',
        legalName: 'Flagship Fund II, L.P.',
        fundTypeCode: 'FF',
        fundMaxExceeded: true,
        hexColor: '#8a1c1c',
        carryPercentage: 25,
        termYears: 12,
      },
      settings: { portalType: 'fullQcp', ...openWindow },
    },
  ];
};
