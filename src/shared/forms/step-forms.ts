// Every form step's descriptor, keyed by step id (docs/design.md §3): a step without a form fails to compile.
import type { FormStepId } from '../domain/steps';
import { beneficialOwnersForm } from './beneficial-owners.form';
import { confirmMoiForm } from './confirm-moi.form';
import { customIraForm } from './custom-ira.form';
import { documentSignedForm } from './document-signed.form';
import { entityIsAccreditedForm } from './entity-is-accredited.form';
import { entityQualifiedPurchaserForm } from './entity-qualified-purchaser.form';
import { entityQualifiedPurchaserTypeForm } from './entity-qualified-purchaser-type.form';
import { entityTaxIdForm } from './entity-tax-id.form';
import { entrustEinForm } from './entrust-ein.form';
import type { StepForm } from './form-types';
import { identityDetailsForm } from './identity-details.form';
import { initialForm } from './initial.form';
import { intlCheckForm } from './intl-check.form';
import { intlEntitityTaxIdForm } from './intl-entitity-tax-id.form';
import { intlInvestmentAddressForm } from './intl-investment-address.form';
import { intlMoiTypeForm } from './intl-moi-type.form';
import { intlResidentialAddressForm } from './intl-residential-address.form';
import { intlTaxIdForm } from './intl-tax-id.form';
import { investmentAddressForm } from './investment-address.form';
import { iraCustodianAddressForm } from './ira-custodian-address.form';
import { iraTaxIdForm } from './ira-tax-id.form';
import { isAccreditedForm } from './is-accredited.form';
import { maritalStatusForm } from './marital-status.form';
import { moiTypeForm } from './moi-type.form';
import { nameAndPhoneForm } from './name-and-phone.form';
import { nameSsnForm } from './name-ssn.form';
import { otherIraCustodianForm } from './other-ira-custodian.form';
import { primaryTaxIdForm } from './primary-tax-id.form';
import { promotedInterestForm } from './promoted-interest.form';
import { qualifiedPurchaserForm } from './qualified-purchaser.form';
import { qualifiedPurchaserTypeForm } from './qualified-purchaser-type.form';
import { residentialAddressForm } from './residential-address.form';
import { sdiraCustodianForm } from './sdira-custodian.form';
import { secondaryNameAndPhoneForm } from './secondary-name-and-phone.form';
import { secondaryResidenceAddressForm } from './secondary-residence-address.form';
import { secondaryTaxIdForm } from './secondary-tax-id.form';
import { selectMoiForm } from './select-moi.form';
import { spouseNameEmailForm } from './spouse-name-email.form';
import { ssnTaxIdForm } from './ssn-tax-id.form';
import { strataSsnForm } from './strata-ssn.form';
import { taxFormForm } from './tax-form.form';

export const stepForms = {
  INITIAL: initialForm,
  SELECT_MOI: selectMoiForm,
  INTL_INVESTOR: intlCheckForm,
  INTL_MOI_TYPE: intlMoiTypeForm,
  MOI_TYPE: moiTypeForm,
  CONFIRM_MOI: confirmMoiForm,
  INTL_TAX_ID: intlTaxIdForm,
  SSN_TAX_ID: ssnTaxIdForm,
  PRIMARY_TAX_ID: primaryTaxIdForm,
  ENTITY_TAX_ID: entityTaxIdForm,
  INTL_ENTITY_TAX_ID: intlEntitityTaxIdForm,
  SDIRA_CUSTODIAN: sdiraCustodianForm,
  STRATA_SSN: strataSsnForm,
  IRA_TAX_ID: iraTaxIdForm,
  ENTRUST_EIN: entrustEinForm,
  NAME_PHONE: nameAndPhoneForm,
  IRA_PROVIDER_CUSTOM: customIraForm,
  OTHER_IRA_CUSTODIAN: otherIraCustodianForm,
  NAME_SSN: nameSsnForm,
  INTL_RESIDENCE_ADDRESS: intlResidentialAddressForm,
  RESIDENCE_ADDRESS: residentialAddressForm,
  IRA_CUSTODIAN_ADDRESS: iraCustodianAddressForm,
  INTL_INVESTMENT_ADDRESS: intlInvestmentAddressForm,
  INVESTMENT_ADDRESS: investmentAddressForm,
  SECONDARY_TAX_ID: secondaryTaxIdForm,
  SECONDARY_NAME_PHONE: secondaryNameAndPhoneForm,
  SECONDARY_RESIDENCE_ADDRESS: secondaryResidenceAddressForm,
  MARITAL_STATUS: maritalStatusForm,
  SPOUSE_NAME_EMAIL: spouseNameEmailForm,
  PROMOTED_INTEREST: promotedInterestForm,
  QUALIFIED_PURCHASER: qualifiedPurchaserForm,
  ENTITY_QUALIFIED_PURCHASER: entityQualifiedPurchaserForm,
  ACCREDITED_INVESTOR: isAccreditedForm,
  ENTITY_ACCREDITED_INVESTOR: entityIsAccreditedForm,
  QUALIFIED_PURCHASER_TYPE: qualifiedPurchaserTypeForm,
  ENTITY_QUALIFIED_PURCHASER_TYPE: entityQualifiedPurchaserTypeForm,
  TAX_FORM: taxFormForm,
  IDENTITY_DETAILS: identityDetailsForm,
  BENEFICIAL_OWNERS: beneficialOwnersForm,
  DOCUMENT_SIGNED: documentSignedForm,
} satisfies Record<FormStepId, StepForm>;
