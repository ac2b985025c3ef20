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
  endAfterStart: 'The end must be after the start.',
  closeAfterEnd: 'The close must not be before the end.',
  reservationOrder: 'The reservation window must end after it starts.',
  reservationNeeded: 'A reservation portal needs the reservation start and end.',
  tooLong: (max: number) => `Please use ${max} characters or fewer.`,
} as const;

export const FUND_LIMITS = { slug: 60, code: 20, name: 120, legalName: 200, carryType: 60 } as const;
