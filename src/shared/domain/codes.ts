// docs/spec.md §3–4 codes and vocabularies.

/** accountType codes (docs/spec.md §3). */
export const ACCOUNT_TYPE = { individual: 0, entity: 1, ira: 2, jointTenants: 6 } as const;
export type AccountTypeCode = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];
/** accountType codes for global (non-US) investors. */
export const GLOBAL_ACCOUNT_TYPE = { direct: 0, trust: 1 } as const;
export type GlobalAccountTypeCode = (typeof GLOBAL_ACCOUNT_TYPE)[keyof typeof GLOBAL_ACCOUNT_TYPE];

/** Method-of-investment values of the flow's form data. */
export const US_METHODS = ['individual', 'jtwros', 'entity', 'ira'] as const;
export const GLOBAL_METHODS = ['direct', 'trust'] as const;
export type UsMethod = (typeof US_METHODS)[number];
export type GlobalMethod = (typeof GLOBAL_METHODS)[number];
export type MethodOfInvestment = UsMethod | GlobalMethod;

/** Accreditation types (docs/spec.md §3). */
export const ACCREDITATION = {
  accredited: 0,
  notAccredited: 1,
  qualifiedClient: 2,
  qualifiedPurchaser: 3,
  undetermined: 4,
} as const;
export type AccreditationCode = (typeof ACCREDITATION)[keyof typeof ACCREDITATION];

/** Portal types (docs/spec.md §4). */
export const PORTAL_TYPES = [
  'fullQcp',
  'reservationPortal',
  'fundraiseBond',
  'fundraiseEquity',
  'fundraiseConvertibleNote',
] as const;
export type PortalType = (typeof PORTAL_TYPES)[number];
/** 'Bond/equity/convertible portals' of docs/spec.md §4. */
export const BOND_EQUITY_CONVERTIBLE_PORTALS: readonly PortalType[] = [
  'fundraiseBond',
  'fundraiseEquity',
  'fundraiseConvertibleNote',
];

/** Fund type codes (docs/spec.md §3). */
export const FUND_TYPE_CODES = ['AF', 'TAF', 'FF', 'CF', 'OPF', 'SYNDICATION', 'FUNDRAISE'] as const;
export type FundTypeCode = (typeof FUND_TYPE_CODES)[number];
/** The fund types in words, as the back office names them (docs/admin.md 'Funds'). */
export const FUND_TYPE_LABELS: Record<FundTypeCode, string> = {
  AF: 'Annual fund',
  TAF: 'Thematic annual fund',
  FF: 'Flagship fund',
  CF: 'Co-investment fund',
  OPF: 'Opportunity fund',
  SYNDICATION: 'Syndication (deal by deal)',
  FUNDRAISE: 'Company fundraise',
};

/** Work-item vocabulary for verifications (docs/spec.md §4). */
export const WORK_ITEM_STATUSES = ['todo', 'inProgress', 'completed', 'failed', 'notApplicable'] as const;
export type WorkItemStatus = (typeof WORK_ITEM_STATUSES)[number];
export const DECISIONS = ['approved', 'denied'] as const;
export type Decision = (typeof DECISIONS)[number];

/** Carry type that makes a non-syndication fund a promoted-interest fund. */
export const DEAL_CARRY = 'Deal Carry';
/** Carry type of a fund whose carry is on the whole fund (no promoted interest). */
export const FUND_CARRY = 'Fund Carry';

/** When a fund that runs identity checks screens a subscription: as the investor signs, or once everyone has signed. */
export const SCREENING_STAGES = ['investorSigned', 'fullySigned'] as const;
export type ScreeningStage = (typeof SCREENING_STAGES)[number];
