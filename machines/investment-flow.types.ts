// Types of the investment flow machine (docs/spec.md §4): its context, events and the meta every step state carries.
import type { PortalType } from '../src/shared/domain/codes';
import type { Account, Fund, Transaction, UserInvestments } from '../src/shared/domain/entities';
import type { FlowValues } from '../src/shared/domain/flow-values';
import type { StepId } from '../src/shared/domain/steps';

/** What the flow reads of the investor: profile prefill plus accounts and transactions (server-side: plaintext). */
export type FlowInvestor = Pick<
  UserInvestments,
  'firstName' | 'lastName' | 'mobilePhone' | 'preferredName' | 'primaryResidence'
> & { accounts: Account[]; transactions: Transaction[] };

export type FlowFund = Pick<
  Fund,
  'slug' | 'type' | 'carryType' | 'syndicationAssetType' | 'collectTaxForms' | 'identityChecks'
>;

export type FlowContext = {
  values: FlowValues;
  investor: FlowInvestor;
  fund: FlowFund;
  portalType: PortalType;
  /** ISO instant of the request (the machine never reads the clock). */
  now: string;
  /** Success flash produced by the last transition (docs/spec.md §4), not stored. */
  flash: string | null;
};

export type FlowInput = Omit<FlowContext, 'flash'>;

export type FlowEvent =
  /** Next: the step's validated values. On CONFIRM_MOI the caller adds the validity check's first missing step. */
  | { type: 'SUBMIT'; values: Partial<FlowValues>; missingStep?: StepId | null }
  /** CONFIRM_MOI's Edit button. */
  | { type: 'EDIT' }
  /** The investor signed the subscription agreement on DOCUMENT_SIGNED. */
  | { type: 'SIGNED' }
  /** Previous could not replay the flow to the current step (docs/spec.md §4 'Previous button'). */
  | { type: 'STEP_UNREACHABLE' }
  /**
   * The fund asked for a change on a signed agreement (docs/admin.md 'Change requests'): back to DOCUMENT_SIGNED to
   * re-sign, or to the earliest step whose answers are to change. The server picks `step` from the marked answers.
   */
  | { type: 'CHANGE_REQUESTED'; step: StepId };

export type WizardStep = 1 | 2 | 3;

export type StepMeta = {
  /** URL segment of /fund/{slug}/invest/{step}/{transaction}, exactly as docs/spec.md §2 spells it. */
  slug: string;
  /** Wizard step number 1–3; null for end screens. */
  wizardStep: WizardStep | null;
  title: string;
  hideStepIndicator?: boolean;
  hideFooter?: boolean;
  hideHelpLink?: boolean;
  hideNextButton?: boolean;
  /** Terminal steps that send the browser elsewhere (MID_CLOSING → /investment-summary#{id}). */
  redirect?: 'investmentSummary';
};
