// docs/spec.md §3 entities as they travel between server, machine and browser. Instants are ISO-8601 strings.
import type { AccountTypeCode, FundTypeCode, PortalType, ScreeningStage, WorkItemStatus } from './codes';

export type IsoDate = string;

export type Address = {
  address1: string;
  address2: string;
  city: string;
  /** Two-letter US state code for the US; empty otherwise. */
  state: string;
  /** Free-text province outside the US. */
  province: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
};

export type Spouse = { firstName: string; lastName: string; email: string };

export type Account = {
  integrationId: string;
  accountType: AccountTypeCode;
  isGlobalInvestor: boolean;
  /** Tax ids leave the server masked (last 4). */
  ssn: string | null;
  ein: string | null;
  isEinSelected: boolean;
  nonUSTaxId: string | null;
  isNoTaxIdSelected: boolean;
  trustOrEntityName: string | null;
  isDisregardedEntitySelected: boolean;
  disregardedEntitySSN: string | null;
  investmentAddress: Address | null;
  accreditationType: number | null;
  qualifiedPurchaserDefinition: string | null;
  isMarriedInvestor: boolean | null;
  spouse: Spouse | null;
  jtwrosFirstName: string | null;
  jtwrosLastName: string | null;
  jtwrosEmail: string | null;
  jtwrosSSN: string | null;
  jtwrosMobilePhone: string | null;
  jtwrosHomePhone: string | null;
  isJtwrosDuplicateCorrespondenceSelected: boolean;
  isJtwrosAddressSameAsPrimarySubscriberSelected: boolean;
  jtwrosAddress: Address | null;
  iraCustodian: string | null;
  iraCustodianName: string | null;
  isNoCustodianIraNumberSelected: boolean;
  iraType: string | null;
  iraAccountNumber: string | null;
  isNeedToOpenIRASelected: boolean;
  iraSecondaryEIN: string | null;
  accountName: string | null;
  /** Account nickname. */
  accountPreferredName: string | null;
  isPromotedInterestCalculationConfirmationSelected: boolean;
  hideForReinvestment: boolean;
  isMoiEditModeSelected: boolean;
};

/** Account fields that hold tax ids: encrypted at rest, masked in every response, redacted from logs. */
export const ACCOUNT_TAX_ID_FIELDS = [
  'ssn',
  'ein',
  'nonUSTaxId',
  'disregardedEntitySSN',
  'jtwrosSSN',
  'iraSecondaryEIN',
] as const satisfies readonly (keyof Account)[];

export type Transaction = {
  integrationId: string;
  portalFundSlug: string;
  currentStep: string;
  /** Commitment in USD cents. */
  amount: number | null;
  reservationAmount: number | null;
  completionDate: IsoDate | null;
  fundsTransferDate: IsoDate | null;
  proofOfAccreditationDate: IsoDate | null;
  subscriptionAgreementDate: IsoDate | null;
  subscriptionAgreementDocusignId: string | null;
  accountIntegrationId: string | null;
  requiredReservationInAdvance: boolean;
  rejectionDate: IsoDate | null;
  rejectionReason: string | null;
  /** The investor withdrew before the fund countersigned, saying why (the subscription lifecycle's exit). */
  withdrawalDate: IsoDate | null;
  withdrawalReason: string | null;
  isApproved: boolean | null;
  waitListDate: IsoDate | null;
  vintageFundCode: string | null;
  isExistingAccountSelected: boolean;
  fundReopenedNotificationSelectedDate: IsoDate | null;
  iraRequestedDate: IsoDate | null;
  iraSSNConfirmedWithSubscriptionAgreementSigningDate: IsoDate | null;
  iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate: IsoDate | null;
};

export type UserInvestments = {
  firstName: string;
  lastName: string;
  integrationId: string;
  accounts: Account[];
  transactions: Transaction[];
  proofOfAccreditationDate: IsoDate | null;
  proofOfIdentityStatus: WorkItemStatus | 'approved' | 'denied' | null;
  syndicationProgramSignUpStartDate: IsoDate | null;
  syndicationProgramSignUpAcknowledgmentsCompletionDate: IsoDate | null;
  syndicationProgramSignUpNDACompletionDate: IsoDate | null;
  proofOfIdentityStatusUpdateDate: IsoDate | null;
  mobilePhone: string | null;
  homePhone: string | null;
  preferredName: string | null;
  primaryResidence: Address | null;
  smsOptInDate: IsoDate | null;
  proofOfAccreditationSubmissionDate: IsoDate | null;
  proofOfAccreditationExpirationDate: IsoDate | null;
  proofOfAccreditationStatus: WorkItemStatus | 'approved' | 'denied' | null;
  proofOfIdentitySubmissionDate: IsoDate | null;
  syndicationProgramSignUpAcknowledgmentsText: string | null;
};

export type FundType = 'default' | 'syndication';
export type SyndicationAssetType = 'single' | 'multiple';

export type Fund = {
  slug: string;
  code: string;
  name: string;
  legalName: string;
  finalSubscriptionAgreementDeadline: string | null;
  accreditedQualified: boolean;
  type: FundType;
  fundTypeCode: FundTypeCode;
  /** USD cents. */
  minimumInvestmentAmount: number;
  maximumInvestmentAmount: number | null;
  integrationId: string;
  closeDate: string | null;
  marketingLaunchDate: string | null;
  commitmentDeadline: string | null;
  initialCloseDate: string | null;
  reservationStartDate: string | null;
  reservationEndDate: string | null;
  hexColor: string;
  carryType: string | null;
  syndicationAssetType: SyndicationAssetType | null;
  pricePerShare: number;
  fundMaxExceeded: boolean;
  /** Key terms beyond docs/spec.md §3 (docs/admin.md 'The fund page'): percentages as numbers, 20 = 20%. */
  carryPercentage: number | null;
  managementFeePercentage: number | null;
  termYears: number | null;
  vintageYear: number | null;
  /** USD cents; the progress toward it is public only when `isProgressShown`. */
  targetAmount: number | null;
  isProgressShown: boolean;
  /** The wizard collects a tax form (W-9, W-8BEN or W-8BEN-E) before signing (docs/admin.md 'Tax forms'). */
  collectTaxForms: boolean;
  /** Everyone on a subscription is screened when the investor signs, and reviewed before approval (docs/kyc.md). */
  identityChecks: boolean;
  /** When the identity checks screen: as the investor signs (the default) or once every signer has signed. */
  screeningStage: ScreeningStage;
};

/** Fund portal settings (docs/spec.md §3). Dates are 'month/day/year hour:minute am/pm' in US Eastern time. */
export type FundPortalSettings = {
  portalType: PortalType;
  startDatetime: string | null;
  endDatetime: string | null;
  closeDatetime: string | null;
  reservationStartDatetime: string | null;
  reservationEndDatetime: string | null;
  requiresReservationInAdvance: boolean;
};

export type VisitorUser = {
  id: string;
  email1: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  /** What the header draws, made by the server (avatar.ts): the user's own avatar, else the generic one. */
  avatarUrl: string;
  /** The name's initials (the e-mail's without a name), shown when no image loads. */
  initials: string;
};
export type Visitor = {
  isLoggedIn: boolean;
  user: VisitorUser | null;
  links: Record<string, string>;
  adminEmail: string | null;
  /** The delegate's own e-mail while they fill in for the investor in `user` (docs/security.md 'Delegates'). */
  delegateEmail?: string | null;
};
