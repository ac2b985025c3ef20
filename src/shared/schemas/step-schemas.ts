// One schema per form step (docs/design.md §3): the browser form, the submit call and the validation walk all validate a
// step with the same schema, and the server accepts only the fields a step owns.
import { type AnyObjectSchema, ValidationError } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import type { FormStepId } from '../domain/steps';
import { beneficialOwnersSchema } from './beneficial-owners.schema';
import { confirmMoiSchema } from './confirm-moi.schema';
import { customIraSchema } from './custom-ira.schema';
import { documentSignedSchema } from './document-signed.schema';
import { entityIsAccreditedSchema } from './entity-is-accredited.schema';
import { entityQualifiedPurchaserSchema } from './entity-qualified-purchaser.schema';
import { entityQualifiedPurchaserTypeSchema } from './entity-qualified-purchaser-type.schema';
import { entityTaxIdSchema } from './entity-tax-id.schema';
import { entrustEinSchema } from './entrust-ein.schema';
import { identityDetailsSchema } from './identity-details.schema';
import { initialSchema } from './initial.schema';
import { intlCheckSchema } from './intl-check.schema';
import { intlEntitityTaxIdSchema } from './intl-entitity-tax-id.schema';
import { intlInvestmentAddressSchema } from './intl-investment-address.schema';
import { intlMoiTypeSchema } from './intl-moi-type.schema';
import { intlResidentialAddressSchema } from './intl-residential-address.schema';
import { intlTaxIdSchema } from './intl-tax-id.schema';
import { investmentAddressSchema } from './investment-address.schema';
import { iraCustodianAddressSchema } from './ira-custodian-address.schema';
import { iraTaxIdSchema } from './ira-tax-id.schema';
import { isAccreditedSchema } from './is-accredited.schema';
import { maritalStatusSchema } from './marital-status.schema';
import { moiTypeSchema } from './moi-type.schema';
import { nameAndPhoneSchema } from './name-and-phone.schema';
import { nameSsnSchema } from './name-ssn.schema';
import { otherIraCustodianSchema } from './other-ira-custodian.schema';
import { primaryTaxIdSchema } from './primary-tax-id.schema';
import { promotedInterestSchema } from './promoted-interest.schema';
import { qualifiedPurchaserSchema } from './qualified-purchaser.schema';
import { qualifiedPurchaserTypeSchema } from './qualified-purchaser-type.schema';
import { residentialAddressSchema } from './residential-address.schema';
import { sdiraCustodianSchema } from './sdira-custodian.schema';
import { secondaryNameAndPhoneSchema } from './secondary-name-and-phone.schema';
import { secondaryResidenceAddressSchema } from './secondary-residence-address.schema';
import { secondaryTaxIdSchema } from './secondary-tax-id.schema';
import { selectMoiSchema } from './select-moi.schema';
import { spouseNameEmailSchema } from './spouse-name-email.schema';
import { ssnTaxIdSchema } from './ssn-tax-id.schema';
import { strataSsnSchema } from './strata-ssn.schema';
import { taxFormSchema } from './tax-form.schema';

export const stepSchemas = {
  INITIAL: initialSchema,
  SELECT_MOI: selectMoiSchema,
  INTL_INVESTOR: intlCheckSchema,
  INTL_MOI_TYPE: intlMoiTypeSchema,
  MOI_TYPE: moiTypeSchema,
  CONFIRM_MOI: confirmMoiSchema,
  INTL_TAX_ID: intlTaxIdSchema,
  SSN_TAX_ID: ssnTaxIdSchema,
  PRIMARY_TAX_ID: primaryTaxIdSchema,
  ENTITY_TAX_ID: entityTaxIdSchema,
  INTL_ENTITY_TAX_ID: intlEntitityTaxIdSchema,
  SDIRA_CUSTODIAN: sdiraCustodianSchema,
  STRATA_SSN: strataSsnSchema,
  IRA_TAX_ID: iraTaxIdSchema,
  ENTRUST_EIN: entrustEinSchema,
  NAME_PHONE: nameAndPhoneSchema,
  IRA_PROVIDER_CUSTOM: customIraSchema,
  OTHER_IRA_CUSTODIAN: otherIraCustodianSchema,
  NAME_SSN: nameSsnSchema,
  INTL_RESIDENCE_ADDRESS: intlResidentialAddressSchema,
  RESIDENCE_ADDRESS: residentialAddressSchema,
  IRA_CUSTODIAN_ADDRESS: iraCustodianAddressSchema,
  INTL_INVESTMENT_ADDRESS: intlInvestmentAddressSchema,
  INVESTMENT_ADDRESS: investmentAddressSchema,
  SECONDARY_TAX_ID: secondaryTaxIdSchema,
  SECONDARY_NAME_PHONE: secondaryNameAndPhoneSchema,
  SECONDARY_RESIDENCE_ADDRESS: secondaryResidenceAddressSchema,
  MARITAL_STATUS: maritalStatusSchema,
  SPOUSE_NAME_EMAIL: spouseNameEmailSchema,
  PROMOTED_INTEREST: promotedInterestSchema,
  QUALIFIED_PURCHASER: qualifiedPurchaserSchema,
  ENTITY_QUALIFIED_PURCHASER: entityQualifiedPurchaserSchema,
  ACCREDITED_INVESTOR: isAccreditedSchema,
  ENTITY_ACCREDITED_INVESTOR: entityIsAccreditedSchema,
  QUALIFIED_PURCHASER_TYPE: qualifiedPurchaserTypeSchema,
  ENTITY_QUALIFIED_PURCHASER_TYPE: entityQualifiedPurchaserTypeSchema,
  TAX_FORM: taxFormSchema,
  IDENTITY_DETAILS: identityDetailsSchema,
  BENEFICIAL_OWNERS: beneficialOwnersSchema,
  DOCUMENT_SIGNED: documentSignedSchema,
} satisfies Record<FormStepId, AnyObjectSchema>;

/** Top-level FlowValues keys a step owns; a submit carrying any other key is refused. */
export const stepFields = (step: FormStepId): readonly (keyof FlowValues)[] =>
  Object.keys(stepSchemas[step].fields) as (keyof FlowValues)[];

const fieldsByStep = new Map<FormStepId, readonly string[]>();

/**
 * Only the step's own fields of the values, as they are. stripUnknown drops every other key before any rule sees it
 * (a `when` reads its siblings from the fields already cast), so the verdict is the same; yup then walks the step's
 * few fields instead of the whole form's (docs/performance.md).
 */
const ownFields = (step: FormStepId, values: Record<string, unknown>): Record<string, unknown> => {
  let fields = fieldsByStep.get(step);
  if (!fields) {
    fields = stepFields(step);
    fieldsByStep.set(step, fields);
  }
  const own: Record<string, unknown> = {};
  for (const field of fields) if (field in values) own[field] = values[field];
  return own;
};

export type StepValidation = { ok: true; values: Partial<FlowValues> } | { ok: false; fields: Record<string, string> };

/** Field path ('residenceAddress.postalCode') to its first message. */
const fieldMessages = (error: ValidationError): Record<string, string> => {
  const fields: Record<string, string> = {};
  const errors = error.inner.length > 0 ? error.inner : [error];
  for (const { path = '', message } of errors) {
    fields[path] ??= message;
  }
  return fields;
};

export const NOT_AN_OBJECT_MESSAGE = 'Please check the form and try again.';

/** Validates a step's fields, all errors at once; on success returns the cast, normalised values of that step only. */
export const validateStep = async (step: FormStepId, values: unknown): Promise<StepValidation> => {
  // A body that is not an object has no field to blame: its message goes under the empty path.
  if (values !== undefined && (typeof values !== 'object' || values === null || Array.isArray(values))) {
    return { ok: false, fields: { '': NOT_AN_OBJECT_MESSAGE } };
  }
  const schema: AnyObjectSchema = stepSchemas[step];
  try {
    const own = ownFields(step, (values ?? {}) as Record<string, unknown>);
    // The whole form data is the context: a step's rules may read what earlier steps answered (the tax form).
    const cast: Partial<FlowValues> = await schema.validate(own, {
      abortEarly: false,
      stripUnknown: true,
      context: values ?? {},
    });
    return { ok: true, values: cast };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { ok: false, fields: fieldMessages(error) };
  }
};
