// The fund's change requests on a signed agreement (docs/admin.md 'Change requests'): an admin marks answers with a
// note each and chooses whether the investor only signs again or changes the answers first, then signs again. The
// investment-flow machine's CHANGE_REQUESTED event sends the flow back; these are the rules both sides read.
import type { InvestmentStatusKind } from './investment-status';
import type { StepId } from './steps';

export const CHANGE_REQUEST_MODES = ['resignOnly', 'changeAnswers'] as const;
export type ChangeRequestMode = (typeof CHANGE_REQUEST_MODES)[number];

export const CHANGE_REQUEST_MODE_LABELS: Record<ChangeRequestMode, string> = {
  resignOnly: 'Re-sign only (the answers stay as they are)',
  changeAnswers: 'Change the answers, then re-sign',
};

/** At most this many answers in one request, each note at most NOTE_MAX characters. */
export const CHANGE_REQUEST_FIELDS_MAX = 30;
export const CHANGE_NOTE_MAX = 500;

/**
 * Signed by the investor, not yet countersigned by the fund: the statuses a change request applies to (the lifecycle's
 * REQUEST_CHANGES); an approval then no longer applies, and the fund decides again once everyone has signed again.
 */
export const CHANGE_REQUEST_STATUSES: readonly InvestmentStatusKind[] = [
  'awaitingCoSigners',
  'underReview',
  'awaitingCountersignature',
];

/** The steps a change request can send the flow back to: signing, or a step whose answers the investor gave. */
export const CHANGE_REQUEST_TARGETS = [
  'INTL_INVESTOR',
  'INTL_MOI_TYPE',
  'MOI_TYPE',
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
] as const satisfies readonly StepId[];
export type ChangeRequestTarget = (typeof CHANGE_REQUEST_TARGETS)[number];

export const isChangeRequestTarget = (step: StepId): step is ChangeRequestTarget =>
  (CHANGE_REQUEST_TARGETS as readonly string[]).includes(step);

/** Re-sign only: back to signing. Otherwise the earliest marked step on the investor's route (`route` in order). */
export const changeRequestTarget = (
  mode: ChangeRequestMode,
  markedSteps: readonly StepId[],
  route: readonly StepId[],
): StepId | null => {
  if (mode === 'resignOnly') return 'DOCUMENT_SIGNED';
  const earliest = route.find((step) => markedSteps.includes(step));
  return earliest ?? null;
};
