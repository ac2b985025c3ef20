// The back office's fund messages (docs/admin.md 'Funds'): written once, shown by the form and answered by the API.
export const FUND_MESSAGES = {
  slug: 'Please enter a web address of lower-case letters, digits and dashes, e.g. venture-fund-v.',
  code: 'Please enter the fund code.',
  name: 'Please enter the fund name.',
  legalName: 'Please enter the legal name of the fund.',
  fundTypeCode: 'Please choose the fund type.',
  type: 'Please choose default or syndication.',
  syndicationAssetType: 'Please choose single or multiple assets for a syndication.',
  minimumInvestmentAmount: 'Please enter the minimum investment in US dollars.',
  maximumInvestmentAmount: 'The maximum investment must be at least the minimum.',
  pricePerShare: 'Please enter a price per share of 0 or more.',
  hexColor: 'Please enter a colour as # and six hexadecimal digits, e.g. #1f4e79.',
  fundDate: 'Please enter a date and time in US Eastern time.',
  portalType: 'Please choose the portal type.',
  screeningStage: 'Please choose when the identity checks screen a subscription.',
  endAfterStart: 'The end must be after the start.',
  closeAfterEnd: 'The close must not be before the end.',
  reservationOrder: 'The reservation window must end after it starts.',
  reservationNeeded: 'A reservation portal needs the reservation start and end.',
  carryPercentage: 'Please enter a carry between 0% and 50%, e.g. 20.',
  managementFeePercentage: 'Please enter a management fee between 0% and 10% a year, e.g. 2.',
  termYears: 'Please enter the term as a whole number of years between 1 and 30.',
  vintageYear: 'Please enter the vintage as a year between 1990 and 2100.',
  targetAmount: 'Please enter the target in US dollars, at least the minimum investment.',
  progressNeedsTarget: 'Showing progress needs a target amount.',
  tooLong: (max: number) => `Please use ${max} characters or fewer.`,
} as const;

export const FUND_LIMITS = { slug: 60, code: 20, name: 120, legalName: 200, carryType: 60 } as const;

/** Key terms' ranges (docs/admin.md 'The fund page'). */
export const TERM_LIMITS = {
  carryPercentage: { min: 0, max: 50 },
  managementFeePercentage: { min: 0, max: 10 },
  termYears: { min: 1, max: 30 },
  vintageYear: { min: 1990, max: 2100 },
} as const;
