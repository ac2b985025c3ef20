// The answer schemas of the investor's portfolio and of the flow's calls (docs/api.md 'Shared shapes':
// UserInvestments, FlowAnswer), tied to the types the pages read. Every tax id (the account's, and the values' of
// TAX_ID_FIELDS) is answered masked: the schema passes the masked text as it is, never the stored value.

import type { ChangeNotes, OpenChangeRequest } from '../../../shared/api/change-requests';
import { CHANGE_REQUEST_MODES } from '../../../shared/domain/change-requests';
import { DECISIONS, GLOBAL_METHODS, US_METHODS, WORK_ITEM_STATUSES } from '../../../shared/domain/codes';
import type { Account, Spouse, Transaction } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import {
  type IdentityCheckValues,
  OWNER_PREFIXES,
  PERSON_ID_KINDS,
  type PersonPrefix,
} from '../../../shared/domain/identity-checks';
import type { AgreementProgress } from '../../../shared/domain/investment-status';
import type { PortfolioFacts } from '../../../shared/domain/portfolio-facts';
import { STEP_IDS } from '../../../shared/domain/steps';
import { W9_TAX_CLASSIFICATIONS } from '../../../shared/domain/tax-forms';
import {
  answerObject,
  arrayOf,
  booleanAnswer,
  enumAnswer,
  integerAnswer,
  nullableBoolean,
  nullableEnum,
  nullableInteger,
  nullableObject,
  nullableString,
  type PropertiesOf,
  stringAnswer,
} from '../../answer-schema';
import { addressAnswer } from '../../entity-answers';
import type { FlowAnswer } from './flow-answer';
import type { TransactionView, UserInvestmentsView } from './portfolio';

const spouseAnswer = answerObject<Spouse>()({ firstName: stringAnswer, lastName: stringAnswer, email: stringAnswer });

/** An account, its tax ids masked (last 4). */
const accountAnswer = answerObject<Account>()({
  integrationId: stringAnswer,
  accountType: integerAnswer,
  isGlobalInvestor: booleanAnswer,
  ssn: nullableString,
  ein: nullableString,
  isEinSelected: booleanAnswer,
  nonUSTaxId: nullableString,
  isNoTaxIdSelected: booleanAnswer,
  trustOrEntityName: nullableString,
  isDisregardedEntitySelected: booleanAnswer,
  disregardedEntitySSN: nullableString,
  investmentAddress: nullableObject(addressAnswer),
  accreditationType: nullableInteger,
  qualifiedPurchaserDefinition: nullableString,
  isMarriedInvestor: nullableBoolean,
  spouse: nullableObject(spouseAnswer),
  jtwrosFirstName: nullableString,
  jtwrosLastName: nullableString,
  jtwrosEmail: nullableString,
  jtwrosSSN: nullableString,
  jtwrosMobilePhone: nullableString,
  jtwrosHomePhone: nullableString,
  isJtwrosDuplicateCorrespondenceSelected: booleanAnswer,
  isJtwrosAddressSameAsPrimarySubscriberSelected: booleanAnswer,
  jtwrosAddress: nullableObject(addressAnswer),
  iraCustodian: nullableString,
  iraCustodianName: nullableString,
  isNoCustodianIraNumberSelected: booleanAnswer,
  iraType: nullableString,
  iraAccountNumber: nullableString,
  isNeedToOpenIRASelected: booleanAnswer,
  iraSecondaryEIN: nullableString,
  accountName: nullableString,
  accountPreferredName: nullableString,
  isPromotedInterestCalculationConfirmationSelected: booleanAnswer,
  hideForReinvestment: booleanAnswer,
  isMoiEditModeSelected: booleanAnswer,
});

/** The identity-check steps' answers (src/shared/domain/identity-checks.ts), owners' documents masked. */
const personAnswers = (prefix: PersonPrefix) => ({
  [`${prefix}Name`]: stringAnswer,
  [`${prefix}DateOfBirth`]: stringAnswer,
  [`${prefix}Address`]: addressAnswer,
  [`${prefix}IdKind`]: enumAnswer(['', ...PERSON_ID_KINDS.map((kind) => kind.value)]),
  [`${prefix}Ssn`]: stringAnswer,
  [`${prefix}Passport`]: stringAnswer,
  [`${prefix}PassportCountry`]: stringAnswer,
});
const identityCheckAnswers = {
  dateOfBirth: stringAnswer,
  isPoliticallyExposed: nullableBoolean,
  sourceOfFunds: stringAnswer,
  secondaryDateOfBirth: stringAnswer,
  secondaryIsPoliticallyExposed: nullableBoolean,
  secondarySourceOfFunds: stringAnswer,
  beneficialOwnerCount: stringAnswer,
  controlTitle: stringAnswer,
  ...Object.assign({}, ...OWNER_PREFIXES.map((p) => ({ ...personAnswers(p), [`${p}Percentage`]: stringAnswer }))),
  ...personAnswers('control'),
} as PropertiesOf<IdentityCheckValues>;

/** The flow's form data, its tax ids masked. */
const flowValuesAnswer = answerObject<FlowValues>()({
  accountIntegrationId: nullableString,
  isExistingAccountSelected: booleanAnswer,
  isGlobalInvestor: nullableBoolean,
  methodOfInvestment: nullableEnum([...US_METHODS, ...GLOBAL_METHODS]),
  accountNickname: stringAnswer,
  ssn: stringAnswer,
  ein: stringAnswer,
  intlTaxId: stringAnswer,
  noTaxId: booleanAnswer,
  isEin: booleanAnswer,
  disregardedEntity: booleanAnswer,
  disregardedEntitySsn: stringAnswer,
  entityTrustName: stringAnswer,
  iraSecondaryEin: stringAnswer,
  iraCustodian: stringAnswer,
  iraCustodianName: stringAnswer,
  iraCustodianEin: stringAnswer,
  iraAccountNumber: stringAnswer,
  iraType: stringAnswer,
  needToOpenIra: booleanAnswer,
  noCustIraNumber: booleanAnswer,
  iraRequestedDate: nullableString,
  iraCustodianAddress: addressAnswer,
  legalFirstName: stringAnswer,
  legalLastName: stringAnswer,
  preferredFirstName: stringAnswer,
  mobilePhone: stringAnswer,
  residenceAddress: addressAnswer,
  investmentAddress: addressAnswer,
  isInvestmentAddressSameAsResidence: booleanAnswer,
  secondarySsn: stringAnswer,
  secondaryLegalFirstName: stringAnswer,
  secondaryLegalLastName: stringAnswer,
  secondaryEmail: stringAnswer,
  secondaryMobilePhone: stringAnswer,
  secondaryAddress: addressAnswer,
  isSecondaryAddressSameAsPrimary: booleanAnswer,
  maritalStatus: nullableEnum(['married', 'notMarried']),
  spouseLegalFirstName: stringAnswer,
  spouseLegalLastName: stringAnswer,
  spouseEmail: stringAnswer,
  agreedToPromotedInterest: booleanAnswer,
  accreditation: nullableString,
  qualifiedPurchaserDefinition: stringAnswer,
  isMoiEditModeSelected: booleanAnswer,
  isConfirmed: booleanAnswer,
  // The tax-form step's own answers (src/shared/domain/tax-forms.ts).
  w9TaxClassification: enumAnswer(['', ...W9_TAX_CLASSIFICATIONS.map((option) => option.value)]),
  w9OtherClassification: stringAnswer,
  w9ExemptPayeeCode: stringAnswer,
  w9FatcaExemptionCode: stringAnswer,
  w9SubjectToBackupWithholding: booleanAnswer,
  w8Country: stringAnswer,
  w8DateOfBirth: stringAnswer,
  w8ForeignTaxIdAbsentReason: stringAnswer,
  w8eTrustStatus: stringAnswer,
  w8eFatcaStatus: stringAnswer,
  w8eGiin: stringAnswer,
  treatyClaim: booleanAnswer,
  treatyCountry: stringAnswer,
  treatyArticle: stringAnswer,
  treatyRate: stringAnswer,
  treatyIncomeType: stringAnswer,
  treatyConditions: stringAnswer,
  ...identityCheckAnswers,
});

const transactionFields = {
  integrationId: stringAnswer,
  portalFundSlug: stringAnswer,
  currentStep: enumAnswer(STEP_IDS),
  amount: nullableInteger,
  reservationAmount: nullableInteger,
  completionDate: nullableString,
  fundsTransferDate: nullableString,
  proofOfAccreditationDate: nullableString,
  subscriptionAgreementDate: nullableString,
  subscriptionAgreementDocusignId: nullableString,
  accountIntegrationId: nullableString,
  requiredReservationInAdvance: booleanAnswer,
  rejectionDate: nullableString,
  rejectionReason: nullableString,
  withdrawalDate: nullableString,
  withdrawalReason: nullableString,
  isApproved: nullableBoolean,
  waitListDate: nullableString,
  vintageFundCode: nullableString,
  isExistingAccountSelected: booleanAnswer,
  fundReopenedNotificationSelectedDate: nullableString,
  iraRequestedDate: nullableString,
  iraSSNConfirmedWithSubscriptionAgreementSigningDate: nullableString,
  iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate: nullableString,
} as const satisfies Record<keyof Transaction, object>;

/** A transaction as answered: with its form data when the call is about it, its dates and agreement on the pages. */
const transactionViewAnswer = answerObject<TransactionView>()(
  {
    ...transactionFields,
    values: flowValuesAnswer,
    startedAt: stringAnswer,
    approvedAt: stringAnswer,
    agreement: answerObject<AgreementProgress>()({
      pendingSigners: arrayOf(stringAnswer),
      countersignedAt: nullableString,
    }),
    changeNotes: answerObject<ChangeNotes>()({
      mode: enumAnswer(CHANGE_REQUEST_MODES),
      requestedAt: stringAnswer,
      notes: { type: 'object', additionalProperties: stringAnswer },
    }),
    changeRequest: answerObject<OpenChangeRequest>()({
      requestedAt: stringAnswer,
      mode: enumAnswer(CHANGE_REQUEST_MODES),
      items: arrayOf(answerObject<{ label: string; note: string }>()({ label: stringAnswer, note: stringAnswer })),
    }),
    isIdentityCheckPending: { type: 'boolean', enum: [true] },
  },
  ['values', 'startedAt', 'approvedAt', 'agreement', 'changeNotes', 'changeRequest', 'isIdentityCheckPending'],
);

const verificationStatus = nullableEnum([...WORK_ITEM_STATUSES, ...DECISIONS]);

const userInvestmentsFields = {
  firstName: stringAnswer,
  lastName: stringAnswer,
  integrationId: stringAnswer,
  accounts: arrayOf(accountAnswer),
  transactions: arrayOf(transactionViewAnswer),
  proofOfAccreditationDate: nullableString,
  proofOfIdentityStatus: verificationStatus,
  syndicationProgramSignUpStartDate: nullableString,
  syndicationProgramSignUpAcknowledgmentsCompletionDate: nullableString,
  syndicationProgramSignUpNDACompletionDate: nullableString,
  proofOfIdentityStatusUpdateDate: nullableString,
  mobilePhone: nullableString,
  homePhone: nullableString,
  preferredName: nullableString,
  primaryResidence: nullableObject(addressAnswer),
  smsOptInDate: nullableString,
  proofOfAccreditationSubmissionDate: nullableString,
  proofOfAccreditationExpirationDate: nullableString,
  proofOfAccreditationStatus: verificationStatus,
  proofOfIdentitySubmissionDate: nullableString,
  syndicationProgramSignUpAcknowledgmentsText: nullableString,
  facts: answerObject<PortfolioFacts>()({
    transactionCount: integerAnswer,
    hasIncompleteTransaction: booleanAnswer,
    hasCompletedTransaction: booleanAnswer,
    hasSignedAgreement: booleanAnswer,
    hasAccreditationProof: booleanAnswer,
    validAccountIds: arrayOf(stringAnswer),
    iraSsnConfirmedAccountIds: arrayOf(stringAnswer),
    iraSecondaryEinConfirmedAccountIds: arrayOf(stringAnswer),
    syndicationWaitingPeriodEndsAt: nullableString,
    fundCount: integerAnswer,
    signedCommitmentCents: integerAnswer,
    signedCount: integerAnswer,
  }),
} as const;

/** GET /api/user-investments and POST /api/create-user-portfolio: UserInvestments. */
export const userInvestmentsAnswer = answerObject<UserInvestmentsView>()(userInvestmentsFields);

/** Every flow call (start, Next, Previous, amount): FlowAnswer. */
export const flowStepAnswer = answerObject<FlowAnswer>()(
  {
    ...userInvestmentsFields,
    transactionIntegrationId: stringAnswer,
    currentStep: enumAnswer(STEP_IDS),
    slug: stringAnswer,
    flash: nullableString,
    redirectPath: stringAnswer,
  },
  ['redirectPath'],
);
