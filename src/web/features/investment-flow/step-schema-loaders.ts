// The step schemas of src/shared/schemas, loaded per step: a step page downloads its own schema only, so the phone
// metadata (libphonenumber) arrives with the steps that ask for a phone. Each loader yields the very object in
// `stepSchemas` (step-schema-loaders.test.ts), so browser and server validate with the same schema.
import type { AnyObjectSchema } from 'yup';
import type { FormStepId } from '../../../shared/domain/steps';

type Loader = () => Promise<AnyObjectSchema>;

export const stepSchemaLoaders = {
  INITIAL: () => import('../../../shared/schemas/initial.schema').then((m) => m.initialSchema),
  SELECT_MOI: () => import('../../../shared/schemas/select-moi.schema').then((m) => m.selectMoiSchema),
  INTL_INVESTOR: () => import('../../../shared/schemas/intl-check.schema').then((m) => m.intlCheckSchema),
  INTL_MOI_TYPE: () => import('../../../shared/schemas/intl-moi-type.schema').then((m) => m.intlMoiTypeSchema),
  MOI_TYPE: () => import('../../../shared/schemas/moi-type.schema').then((m) => m.moiTypeSchema),
  CONFIRM_MOI: () => import('../../../shared/schemas/confirm-moi.schema').then((m) => m.confirmMoiSchema),
  INTL_TAX_ID: () => import('../../../shared/schemas/intl-tax-id.schema').then((m) => m.intlTaxIdSchema),
  SSN_TAX_ID: () => import('../../../shared/schemas/ssn-tax-id.schema').then((m) => m.ssnTaxIdSchema),
  PRIMARY_TAX_ID: () => import('../../../shared/schemas/primary-tax-id.schema').then((m) => m.primaryTaxIdSchema),
  ENTITY_TAX_ID: () => import('../../../shared/schemas/entity-tax-id.schema').then((m) => m.entityTaxIdSchema),
  INTL_ENTITY_TAX_ID: () =>
    import('../../../shared/schemas/intl-entitity-tax-id.schema').then((m) => m.intlEntitityTaxIdSchema),
  SDIRA_CUSTODIAN: () => import('../../../shared/schemas/sdira-custodian.schema').then((m) => m.sdiraCustodianSchema),
  STRATA_SSN: () => import('../../../shared/schemas/strata-ssn.schema').then((m) => m.strataSsnSchema),
  IRA_TAX_ID: () => import('../../../shared/schemas/ira-tax-id.schema').then((m) => m.iraTaxIdSchema),
  ENTRUST_EIN: () => import('../../../shared/schemas/entrust-ein.schema').then((m) => m.entrustEinSchema),
  NAME_PHONE: () => import('../../../shared/schemas/name-and-phone.schema').then((m) => m.nameAndPhoneSchema),
  IRA_PROVIDER_CUSTOM: () => import('../../../shared/schemas/custom-ira.schema').then((m) => m.customIraSchema),
  OTHER_IRA_CUSTODIAN: () =>
    import('../../../shared/schemas/other-ira-custodian.schema').then((m) => m.otherIraCustodianSchema),
  NAME_SSN: () => import('../../../shared/schemas/name-ssn.schema').then((m) => m.nameSsnSchema),
  INTL_RESIDENCE_ADDRESS: () =>
    import('../../../shared/schemas/intl-residential-address.schema').then((m) => m.intlResidentialAddressSchema),
  RESIDENCE_ADDRESS: () =>
    import('../../../shared/schemas/residential-address.schema').then((m) => m.residentialAddressSchema),
  IRA_CUSTODIAN_ADDRESS: () =>
    import('../../../shared/schemas/ira-custodian-address.schema').then((m) => m.iraCustodianAddressSchema),
  INTL_INVESTMENT_ADDRESS: () =>
    import('../../../shared/schemas/intl-investment-address.schema').then((m) => m.intlInvestmentAddressSchema),
  INVESTMENT_ADDRESS: () =>
    import('../../../shared/schemas/investment-address.schema').then((m) => m.investmentAddressSchema),
  SECONDARY_TAX_ID: () => import('../../../shared/schemas/secondary-tax-id.schema').then((m) => m.secondaryTaxIdSchema),
  SECONDARY_NAME_PHONE: () =>
    import('../../../shared/schemas/secondary-name-and-phone.schema').then((m) => m.secondaryNameAndPhoneSchema),
  SECONDARY_RESIDENCE_ADDRESS: () =>
    import('../../../shared/schemas/secondary-residence-address.schema').then((m) => m.secondaryResidenceAddressSchema),
  MARITAL_STATUS: () => import('../../../shared/schemas/marital-status.schema').then((m) => m.maritalStatusSchema),
  SPOUSE_NAME_EMAIL: () =>
    import('../../../shared/schemas/spouse-name-email.schema').then((m) => m.spouseNameEmailSchema),
  PROMOTED_INTEREST: () =>
    import('../../../shared/schemas/promoted-interest.schema').then((m) => m.promotedInterestSchema),
  QUALIFIED_PURCHASER: () =>
    import('../../../shared/schemas/qualified-purchaser.schema').then((m) => m.qualifiedPurchaserSchema),
  ENTITY_QUALIFIED_PURCHASER: () =>
    import('../../../shared/schemas/entity-qualified-purchaser.schema').then((m) => m.entityQualifiedPurchaserSchema),
  ACCREDITED_INVESTOR: () => import('../../../shared/schemas/is-accredited.schema').then((m) => m.isAccreditedSchema),
  ENTITY_ACCREDITED_INVESTOR: () =>
    import('../../../shared/schemas/entity-is-accredited.schema').then((m) => m.entityIsAccreditedSchema),
  QUALIFIED_PURCHASER_TYPE: () =>
    import('../../../shared/schemas/qualified-purchaser-type.schema').then((m) => m.qualifiedPurchaserTypeSchema),
  ENTITY_QUALIFIED_PURCHASER_TYPE: () =>
    import('../../../shared/schemas/entity-qualified-purchaser-type.schema').then(
      (m) => m.entityQualifiedPurchaserTypeSchema,
    ),
  DOCUMENT_SIGNED: () => import('../../../shared/schemas/document-signed.schema').then((m) => m.documentSignedSchema),
} satisfies Record<FormStepId, Loader>;

const loaded = new Map<FormStepId, Promise<AnyObjectSchema>>();

/** The step's schema, fetched once per page load. */
export const loadStepSchema = (step: FormStepId): Promise<AnyObjectSchema> => {
  const known = loaded.get(step);
  if (known) return known;
  const loading = stepSchemaLoaders[step]();
  loaded.set(step, loading);
  loading.catch(() => loaded.delete(step));
  return loading;
};

/**
 * Once a step is on screen and the browser is idle, every other step's schema (and with the phone steps, the phone
 * metadata) is fetched, so that Next never waits for code. Not part of the step page's initial JS.
 */
export const prefetchStepSchemas = (): void => {
  const load = () => {
    // Marks where the page's own code ends and the prefetch begins (npm run bench:web reads it).
    performance.mark('portal:prefetch-start');
    for (const step of Object.keys(stepSchemaLoaders) as FormStepId[]) void loadStepSchema(step).catch(() => undefined);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3_000 });
  else setTimeout(load, 1_000);
};
