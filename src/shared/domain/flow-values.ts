// The flow's form data (docs/spec.md §3 'Form data'): what the steps collect, stored per transaction.
import type { MethodOfInvestment } from './codes';
import { emptyAddress } from './empty-address';
import type { Address } from './entities';
import { emptyIdentityCheckValues, IDENTITY_SECRET_FIELDS, type IdentityCheckValues } from './identity-checks';
import { emptyTaxFormValues, type TaxFormValues } from './tax-forms';

export type MaritalStatus = 'married' | 'notMarried';

export type FlowValues = {
  /** Existing account chosen on SELECT_MOI; null means 'Add New Method of Investment'. */
  accountIntegrationId: string | null;
  isExistingAccountSelected: boolean;
  /** INTL_INVESTOR: true for a non-US (global) investor. */
  isGlobalInvestor: boolean | null;
  methodOfInvestment: MethodOfInvestment | null;
  /** Account nickname (accountPreferredName). */
  accountNickname: string;

  // Tax ids: plaintext only inside the server; masked everywhere else.
  ssn: string;
  ein: string;
  intlTaxId: string;
  noTaxId: boolean;
  isEin: boolean;
  disregardedEntity: boolean;
  disregardedEntitySsn: string;
  entityTrustName: string;
  iraSecondaryEin: string;

  // Self-directed IRA.
  iraCustodian: string;
  iraCustodianName: string;
  iraCustodianEin: string;
  iraAccountNumber: string;
  iraType: string;
  needToOpenIra: boolean;
  noCustIraNumber: boolean;
  iraRequestedDate: string | null;
  iraCustodianAddress: Address;

  // Primary subscriber.
  legalFirstName: string;
  legalLastName: string;
  preferredFirstName: string;
  mobilePhone: string;
  residenceAddress: Address;
  investmentAddress: Address;
  isInvestmentAddressSameAsResidence: boolean;

  // Secondary (JTWROS) subscriber.
  secondarySsn: string;
  secondaryLegalFirstName: string;
  secondaryLegalLastName: string;
  secondaryEmail: string;
  secondaryMobilePhone: string;
  secondaryAddress: Address;
  isSecondaryAddressSameAsPrimary: boolean;

  // Marital status and spouse (community-property states).
  maritalStatus: MaritalStatus | null;
  spouseLegalFirstName: string;
  spouseLegalLastName: string;
  spouseEmail: string;

  agreedToPromotedInterest: boolean;
  /** Accreditation answer: null until answered; on the qualified-purchaser step '' means 'no' (docs/spec.md §5: '' is accepted, null is not). */
  accreditation: string | null;
  qualifiedPurchaserDefinition: string;
  /** CONFIRM_MOI: the investor chose Edit. */
  isMoiEditModeSelected: boolean;
  /** Submit/confirm flag: fields are read-only once set. */
  isConfirmed: boolean;
} & TaxFormValues & // TAX_FORM: the tax form's own answers, when the fund collects tax forms.
  IdentityCheckValues; // IDENTITY_DETAILS and BENEFICIAL_OWNERS, when the fund runs identity checks.

export { emptyAddress } from './empty-address';

export const emptyFlowValues = (): FlowValues => ({
  accountIntegrationId: null,
  isExistingAccountSelected: false,
  isGlobalInvestor: null,
  methodOfInvestment: null,
  accountNickname: '',
  ssn: '',
  ein: '',
  intlTaxId: '',
  noTaxId: false,
  isEin: false,
  disregardedEntity: false,
  disregardedEntitySsn: '',
  entityTrustName: '',
  iraSecondaryEin: '',
  iraCustodian: '',
  iraCustodianName: '',
  iraCustodianEin: '',
  iraAccountNumber: '',
  iraType: '',
  needToOpenIra: false,
  noCustIraNumber: false,
  iraRequestedDate: null,
  iraCustodianAddress: emptyAddress(),
  legalFirstName: '',
  legalLastName: '',
  preferredFirstName: '',
  mobilePhone: '',
  residenceAddress: emptyAddress(),
  investmentAddress: emptyAddress(),
  isInvestmentAddressSameAsResidence: false,
  secondarySsn: '',
  secondaryLegalFirstName: '',
  secondaryLegalLastName: '',
  secondaryEmail: '',
  secondaryMobilePhone: '',
  secondaryAddress: emptyAddress('US'),
  isSecondaryAddressSameAsPrimary: false,
  maritalStatus: null,
  spouseLegalFirstName: '',
  spouseLegalLastName: '',
  spouseEmail: '',
  agreedToPromotedInterest: false,
  accreditation: null,
  qualifiedPurchaserDefinition: '',
  isMoiEditModeSelected: false,
  isConfirmed: false,
  ...emptyTaxFormValues(),
  ...emptyIdentityCheckValues(),
});

/** Fields that hold tax ids: encrypted at rest, masked in every response. */
export const TAX_ID_FIELDS = [
  'ssn',
  'ein',
  'intlTaxId',
  'disregardedEntitySsn',
  'iraSecondaryEin',
  'secondarySsn',
  ...IDENTITY_SECRET_FIELDS,
] as const satisfies readonly (keyof FlowValues)[];
