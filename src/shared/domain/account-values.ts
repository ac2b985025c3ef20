// Between stored accounts and the flow's form data. docs/spec.md §4 'Behaviours on choices and resets': choosing a method of
// investment or an existing account rebuilds the form from the investor profile (and that account).
import { accountTypeOf, methodOf } from './account-types';
import type { Account, Address, UserInvestments } from './entities';
import { emptyAddress, emptyFlowValues, type FlowValues } from './flow-values';

export type FlowProfile = Pick<
  UserInvestments,
  'firstName' | 'lastName' | 'mobilePhone' | 'preferredName' | 'primaryResidence'
>;

const copyAddress = (address: Address | null | undefined, fallbackCountry = 'US'): Address =>
  address ? { ...emptyAddress(fallbackCountry), ...address } : emptyAddress(fallbackCountry);

/** A fresh form prefilled from the investor profile (names, phone, residence). */
export const valuesFromProfile = (profile: FlowProfile): FlowValues => ({
  ...emptyFlowValues(),
  legalFirstName: profile.firstName ?? '',
  legalLastName: profile.lastName ?? '',
  preferredFirstName: profile.preferredName ?? '',
  mobilePhone: profile.mobilePhone ?? '',
  residenceAddress: copyAddress(profile.primaryResidence),
});

const str = (value: string | null | undefined): string => value ?? '';

/**
 * The form rebuilt from the profile and an existing account, marked as selected (docs/spec.md §4): the investor's
 * facts, never a consent (the promoted-interest terms are agreed fund by fund).
 */
export const valuesFromAccount = (profile: FlowProfile, account: Account): FlowValues => {
  const method = methodOf(account);
  const base = valuesFromProfile(profile);
  const investmentAddress = copyAddress(account.investmentAddress ?? profile.primaryResidence);
  return {
    ...base,
    accountIntegrationId: account.integrationId,
    isExistingAccountSelected: true,
    isGlobalInvestor: account.isGlobalInvestor,
    methodOfInvestment: method,
    accountNickname: str(account.accountPreferredName),
    ssn: str(account.ssn),
    ein: str(account.ein),
    isEin: account.isEinSelected,
    intlTaxId: str(account.nonUSTaxId),
    noTaxId: account.isNoTaxIdSelected,
    entityTrustName: str(account.trustOrEntityName),
    disregardedEntity: account.isDisregardedEntitySelected,
    disregardedEntitySsn: str(account.disregardedEntitySSN),
    iraSecondaryEin: str(account.iraSecondaryEIN),
    iraCustodian: str(account.iraCustodian),
    iraCustodianName: str(account.iraCustodianName),
    iraAccountNumber: str(account.iraAccountNumber),
    iraType: str(account.iraType),
    needToOpenIra: account.isNeedToOpenIRASelected,
    noCustIraNumber: account.isNoCustodianIraNumberSelected,
    investmentAddress,
    isInvestmentAddressSameAsResidence: false,
    secondarySsn: str(account.jtwrosSSN),
    secondaryLegalFirstName: str(account.jtwrosFirstName),
    secondaryLegalLastName: str(account.jtwrosLastName),
    secondaryEmail: str(account.jtwrosEmail),
    secondaryMobilePhone: str(account.jtwrosMobilePhone),
    secondaryAddress: copyAddress(account.jtwrosAddress),
    isSecondaryAddressSameAsPrimary: account.isJtwrosAddressSameAsPrimarySubscriberSelected,
    maritalStatus: account.isMarriedInvestor === null ? null : account.isMarriedInvestor ? 'married' : 'notMarried',
    spouseLegalFirstName: str(account.spouse?.firstName),
    spouseLegalLastName: str(account.spouse?.lastName),
    spouseEmail: str(account.spouse?.email),
    // A consent is given for one fund's terms: reusing an account never ticks it for another fund, so a
    // promoted-interest fund always asks again (the account keeps what was agreed for its own record).
    agreedToPromotedInterest: false,
    accreditation: account.accreditationType === null ? null : String(account.accreditationType),
    qualifiedPurchaserDefinition: str(account.qualifiedPurchaserDefinition),
  };
};

const orNull = (value: string): string | null => (value.trim() === '' ? null : value);

/** The account the flow's data describes (stored when the investor reaches the signing step). */
export const accountFromValues = (values: FlowValues, integrationId: string): Account => {
  const method = values.methodOfInvestment ?? 'individual';
  const isJoint = method === 'jtwros';
  const isMarried = values.maritalStatus === null ? null : values.maritalStatus === 'married';
  return {
    integrationId,
    ...accountTypeOf(method),
    ssn: orNull(values.ssn),
    ein: orNull(values.ein),
    isEinSelected: values.isEin,
    nonUSTaxId: orNull(values.intlTaxId),
    isNoTaxIdSelected: values.noTaxId,
    trustOrEntityName: orNull(values.entityTrustName),
    isDisregardedEntitySelected: values.disregardedEntity,
    disregardedEntitySSN: orNull(values.disregardedEntitySsn),
    investmentAddress: values.isInvestmentAddressSameAsResidence ? values.residenceAddress : values.investmentAddress,
    accreditationType:
      values.accreditation === null || values.accreditation === '' ? null : Number(values.accreditation),
    qualifiedPurchaserDefinition: orNull(values.qualifiedPurchaserDefinition),
    isMarriedInvestor: isMarried,
    spouse: isMarried
      ? { firstName: values.spouseLegalFirstName, lastName: values.spouseLegalLastName, email: values.spouseEmail }
      : null,
    jtwrosFirstName: isJoint ? orNull(values.secondaryLegalFirstName) : null,
    jtwrosLastName: isJoint ? orNull(values.secondaryLegalLastName) : null,
    jtwrosEmail: isJoint ? orNull(values.secondaryEmail) : null,
    jtwrosSSN: isJoint ? orNull(values.secondarySsn) : null,
    jtwrosMobilePhone: isJoint ? orNull(values.secondaryMobilePhone) : null,
    jtwrosHomePhone: null,
    isJtwrosDuplicateCorrespondenceSelected: false,
    isJtwrosAddressSameAsPrimarySubscriberSelected: isJoint && values.isSecondaryAddressSameAsPrimary,
    jtwrosAddress: isJoint
      ? values.isSecondaryAddressSameAsPrimary
        ? values.residenceAddress
        : values.secondaryAddress
      : null,
    iraCustodian: orNull(values.iraCustodian),
    iraCustodianName: orNull(values.iraCustodianName),
    isNoCustodianIraNumberSelected: values.noCustIraNumber,
    iraType: orNull(values.iraType),
    iraAccountNumber: orNull(values.iraAccountNumber),
    isNeedToOpenIRASelected: values.needToOpenIra,
    iraSecondaryEIN: orNull(values.iraSecondaryEin),
    accountName: orNull(values.entityTrustName) ?? orNull(`${values.legalFirstName} ${values.legalLastName}`.trim()),
    accountPreferredName: orNull(values.accountNickname),
    isPromotedInterestCalculationConfirmationSelected: values.agreedToPromotedInterest,
    hideForReinvestment: false,
    isMoiEditModeSelected: values.isMoiEditModeSelected,
  };
};
