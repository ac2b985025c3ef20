// The step ids of docs/spec.md §4. The machine has one state per id; the database stores the id as currentStep.

export const STEP_IDS = [
  'INITIAL',
  'SELECT_MOI',
  'INTL_INVESTOR',
  'INTL_MOI_TYPE',
  'MOI_TYPE',
  'CONFIRM_MOI',
  'INTL_TAX_ID',
  'SSN_TAX_ID',
  'PRIMARY_TAX_ID',
  'ENTITY_TAX_ID',
  'INTL_ENTITY_TAX_ID',
  'SDIRA_CUSTODIAN',
  'STRATA_SSN',
  'IRA_TAX_ID',
  'ENTRUST_EIN',
  'NAME_PHONE',
  'IRA_PROVIDER_CUSTOM',
  'OTHER_IRA_CUSTODIAN',
  'NAME_SSN',
  'INTL_RESIDENCE_ADDRESS',
  'RESIDENCE_ADDRESS',
  'IRA_CUSTODIAN_ADDRESS',
  'INTL_INVESTMENT_ADDRESS',
  'INVESTMENT_ADDRESS',
  'SECONDARY_TAX_ID',
  'SECONDARY_NAME_PHONE',
  'SECONDARY_RESIDENCE_ADDRESS',
  'MARITAL_STATUS',
  'SPOUSE_NAME_EMAIL',
  'PROMOTED_INTEREST',
  'QUALIFIED_PURCHASER',
  'ENTITY_QUALIFIED_PURCHASER',
  'ACCREDITED_INVESTOR',
  'ENTITY_ACCREDITED_INVESTOR',
  'QUALIFIED_PURCHASER_TYPE',
  'ENTITY_QUALIFIED_PURCHASER_TYPE',
  'TAX_FORM',
  'IDENTITY_DETAILS',
  'BENEFICIAL_OWNERS',
  'DOCUMENT_SIGNED',
  'MID_CLOSING',
  'IRA_PROVIDER_CUSTOM_CONFIRM',
  'INVALID_INVESTOR_STATUS',
  'INVALID_JTWROS_INVESTOR_STATUS',
  'ERROR_UNKNOWN',
] as const;

export type StepId = (typeof STEP_IDS)[number];

/** docs/spec.md §4 'Terminal steps'. */
export const TERMINAL_STEPS = [
  'ERROR_UNKNOWN',
  'INVALID_INVESTOR_STATUS',
  'INVALID_JTWROS_INVESTOR_STATUS',
  'MID_CLOSING',
  'IRA_PROVIDER_CUSTOM_CONFIRM',
] as const satisfies readonly StepId[];
export type TerminalStepId = (typeof TERMINAL_STEPS)[number];

/** Steps whose form collects data (every step but the terminal ones). */
export type FormStepId = Exclude<StepId, TerminalStepId>;

export const isStepId = (value: unknown): value is StepId =>
  typeof value === 'string' && (STEP_IDS as readonly string[]).includes(value);

export const isTerminalStep = (step: StepId): step is TerminalStepId =>
  (TERMINAL_STEPS as readonly string[]).includes(step);
