// The investment flow of docs/spec.md §4 ('Sign Your Agreement'): one state per step id, the transition table as guarded
// SUBMIT transitions, named guards over the rules in src/shared/domain. The config is one literal object so that it
// opens in the Stately visualizer; every implementation is named in setup().
import { and, assign, or, setup } from 'xstate';
import { FLOW_FLASH } from '../src/shared/domain/flow-messages';
import {
  findCompleteIndividualAccount,
  findCompleteJointAccount,
  hasValidExistingAccounts,
  isAccreditedAnswer,
  isBondEquityOrConvertiblePortal,
  isEquityRaisePortal,
  isGlobalMethod,
  isLouisianaJointTenant,
  isPromotedInterestFund,
  isQualifiedPurchaserAnswer,
  isSecondaryInLouisiana,
  maritalCheckApplies,
  validExistingAccounts,
} from '../src/shared/domain/flow-rules';
import { identityCheckStepFor } from '../src/shared/domain/identity-checks';
import type { StepId } from '../src/shared/domain/steps';
import { collectsTaxForm } from '../src/shared/domain/tax-forms';
import {
  incomingValues,
  valuesForChosenAccount,
  valuesForMethod,
  valuesWithCompleteIndividualAccount,
  valuesWithCompleteJointAccount,
  valuesWithEinFlag,
  valuesWithEntrust,
  valuesWithInvestmentAddress,
  valuesWithoutAccount,
  valuesWithStrata,
  valuesWithUsSecondaryAddress,
} from './investment-flow.actions';
import type { FlowContext, FlowEvent, FlowInput, StepMeta } from './investment-flow.types';

export const investmentFlowMachine = setup({
  types: {
    context: {} as FlowContext,
    events: {} as FlowEvent,
    input: {} as FlowInput,
    meta: {} as StepMeta,
    tags: {} as 'endScreen',
  },
  guards: {
    hasValidExistingAccounts: ({ context }) => hasValidExistingAccounts(context.investor),
    isExistingAccountChosen: ({ context, event }) =>
      validExistingAccounts(context.investor).some(
        (a) => a.integrationId === incomingValues(context, event).accountIntegrationId,
      ),
    isGlobalInvestor: ({ context, event }) => incomingValues(context, event).isGlobalInvestor === true,
    isGlobalMethod: ({ context, event }) => isGlobalMethod(incomingValues(context, event)),
    isDirectMethod: ({ context, event }) => incomingValues(context, event).methodOfInvestment === 'direct',
    isTrustMethod: ({ context, event }) => incomingValues(context, event).methodOfInvestment === 'trust',
    isIndividualMethod: ({ context, event }) => incomingValues(context, event).methodOfInvestment === 'individual',
    isJointTenantsMethod: ({ context, event }) => incomingValues(context, event).methodOfInvestment === 'jtwros',
    isIraMethod: ({ context, event }) => incomingValues(context, event).methodOfInvestment === 'ira',
    isEntityMethod: ({ context, event }) => incomingValues(context, event).methodOfInvestment === 'entity',
    hasCompleteGlobalIndividualAccount: ({ context }) =>
      findCompleteIndividualAccount(context.investor, { isGlobalInvestor: true }) !== undefined,
    hasCompleteIndividualAccount: ({ context }) =>
      findCompleteIndividualAccount(context.investor, { isGlobalInvestor: false }) !== undefined,
    hasCompleteSecondaryAccount: ({ context, event }) =>
      findCompleteJointAccount(context.investor, incomingValues(context, event)) !== undefined,
    isDisregardedEntity: ({ context, event }) => incomingValues(context, event).disregardedEntity,
    isStrataCustodian: ({ context, event }) => incomingValues(context, event).iraCustodian === 'strata',
    isEntrustCustodian: ({ context, event }) => incomingValues(context, event).iraCustodian === 'entrust',
    isOtherCustodianOnEquityRaisePortal: ({ context, event }) =>
      incomingValues(context, event).iraCustodian === 'other' && isEquityRaisePortal(context.portalType),
    isPromotedInterestFund: ({ context }) => isPromotedInterestFund(context.fund),
    isBondEquityOrConvertiblePortal: ({ context }) => isBondEquityOrConvertiblePortal(context.portalType),
    isLouisianaJointTenant: ({ context, event }) => isLouisianaJointTenant(incomingValues(context, event)),
    isSecondaryInLouisiana: ({ context, event }) => isSecondaryInLouisiana(incomingValues(context, event)),
    maritalCheckApplies: ({ context, event }) => maritalCheckApplies(incomingValues(context, event)),
    isMarried: ({ context, event }) => incomingValues(context, event).maritalStatus === 'married',
    isQualifiedPurchaser: ({ context, event }) => isQualifiedPurchaserAnswer(incomingValues(context, event)),
    isAccredited: ({ context, event }) => isAccreditedAnswer(incomingValues(context, event)),
    collectsTaxForm: ({ context, event }) =>
      collectsTaxForm(context.fund, incomingValues(context, event).methodOfInvestment),
    asksIdentityDetails: ({ context, event }) =>
      identityCheckStepFor(context.fund, incomingValues(context, event).methodOfInvestment) === 'IDENTITY_DETAILS',
    asksBeneficialOwners: ({ context, event }) =>
      identityCheckStepFor(context.fund, incomingValues(context, event).methodOfInvestment) === 'BENEFICIAL_OWNERS',
    isFirstMissingStep: ({ event }, params: { step: StepId }) =>
      event.type === 'SUBMIT' && event.missingStep === params.step,
    isChangeRequestedAt: ({ event }, params: { step: StepId }) =>
      event.type === 'CHANGE_REQUESTED' && event.step === params.step,
  },
  actions: {
    assignStepValues: assign({ values: ({ context, event }) => incomingValues(context, event), flash: null }),
    assignMethodOfInvestment: assign({ values: ({ context, event }) => valuesForMethod(context, event), flash: null }),
    selectExistingAccount: assign({ values: ({ context, event }) => valuesForChosenAccount(context, event) }),
    clearExistingAccount: assign({ values: ({ context }) => valuesWithoutAccount(context) }),
    pickCompleteIndividualAccount: assign({
      values: ({ context, event }) => valuesWithCompleteIndividualAccount(context, event),
    }),
    pickCompleteJointAccount: assign({
      values: ({ context, event }) => valuesWithCompleteJointAccount(context, event),
    }),
    prefillStrataCustodian: assign({ values: ({ context, event }) => valuesWithStrata(context, event) }),
    prefillEntrustCustodian: assign({ values: ({ context, event }) => valuesWithEntrust(context, event) }),
    prefillInvestmentAddress: assign({ values: ({ context, event }) => valuesWithInvestmentAddress(context, event) }),
    defaultSecondaryAddressToUs: assign({
      values: ({ context, event }) => valuesWithUsSecondaryAddress(context, event),
    }),
    setIraRequestedDate: assign({ values: ({ context }) => ({ ...context.values, iraRequestedDate: context.now }) }),
    setEinFlag: assign({ values: ({ context, event }) => valuesWithEinFlag(context, event) }),
    clearQualifiedPurchaserDefinition: assign({
      values: ({ context }) => ({ ...context.values, qualifiedPurchaserDefinition: '' }),
    }),
    enterEditMode: assign({
      values: ({ context }) => ({ ...context.values, isMoiEditModeSelected: true }),
      flash: null,
    }),
    // docs/spec.md §2: the investor's signature confirms the answers, and every field is read-only from then on; a
    // change request that asks for other answers lifts it (re-signing alone keeps the answers, read-only).
    setConfirmFlag: assign({ values: ({ context }) => ({ ...context.values, isConfirmed: true }) }),
    clearConfirmFlag: assign({ values: ({ context }) => ({ ...context.values, isConfirmed: false }) }),
    showFlash: assign({ flash: (_, params: { message: string }) => params.message }),
  },
}).createMachine({
  id: 'investmentFlow',
  description:
    "docs/spec.md §4 investment flow: the 'Sign Your Agreement' wizard, from INITIAL to the signed agreement.",
  context: ({ input }) => ({ ...input, flash: null }),
  initial: 'INITIAL',
  on: { STEP_UNREACHABLE: { target: '.ERROR_UNKNOWN' } },
  states: {
    // ── Wizard step 1 ────────────────────────────────────────────────────────────────────────────────────────────
    INITIAL: {
      description: 'Start of a transaction: investors with valid accounts may reuse one.',
      meta: { slug: 'initial', wizardStep: 1, title: "Let's get started", hideHelpLink: true },
      on: {
        SUBMIT: [
          { guard: 'hasValidExistingAccounts', target: 'SELECT_MOI', actions: 'assignStepValues' },
          { target: 'INTL_INVESTOR', actions: 'assignStepValues' },
        ],
      },
    },
    SELECT_MOI: {
      description: "Choose an existing method of investment or 'Add New Method of Investment'.",
      meta: { slug: 'select-moi', wizardStep: 1, title: 'How would you like to invest?' },
      on: {
        SUBMIT: [
          { guard: 'isExistingAccountChosen', target: 'CONFIRM_MOI', actions: 'selectExistingAccount' },
          { target: 'INTL_INVESTOR', actions: 'clearExistingAccount' },
        ],
      },
    },
    INTL_INVESTOR: {
      description: 'US versus non-US investor (answer No means non-global).',
      meta: { slug: 'intl-check', wizardStep: 1, title: 'Are you a non-US investor?' },
      on: {
        SUBMIT: [
          { guard: 'isGlobalInvestor', target: 'INTL_MOI_TYPE', actions: 'assignStepValues' },
          { target: 'MOI_TYPE', actions: 'assignStepValues' },
        ],
      },
    },
    INTL_MOI_TYPE: {
      description: 'Global investors choose among the account types flagged global: direct or trust.',
      meta: { slug: 'intl-moi-type', wizardStep: 1, title: 'How will you invest?' },
      on: {
        SUBMIT: [
          {
            guard: and(['isDirectMethod', 'hasCompleteGlobalIndividualAccount']),
            target: 'CONFIRM_MOI',
            actions: [
              'assignMethodOfInvestment',
              'pickCompleteIndividualAccount',
              { type: 'showFlash', params: { message: FLOW_FLASH.existingIndividualAccount } },
            ],
          },
          { guard: 'isDirectMethod', target: 'INTL_TAX_ID', actions: 'assignMethodOfInvestment' },
          { guard: 'isTrustMethod', target: 'INTL_ENTITY_TAX_ID', actions: 'assignMethodOfInvestment' },
        ],
      },
    },
    MOI_TYPE: {
      description: 'Individual, joint tenants (JTWROS), entity or self-directed IRA.',
      meta: { slug: 'moi-type', wizardStep: 1, title: 'How will you invest?' },
      on: {
        SUBMIT: [
          {
            guard: and(['isIndividualMethod', 'hasCompleteIndividualAccount']),
            target: 'CONFIRM_MOI',
            actions: [
              'assignMethodOfInvestment',
              'pickCompleteIndividualAccount',
              { type: 'showFlash', params: { message: FLOW_FLASH.existingIndividualAccount } },
            ],
          },
          { guard: 'isIndividualMethod', target: 'SSN_TAX_ID', actions: 'assignMethodOfInvestment' },
          { guard: 'isJointTenantsMethod', target: 'PRIMARY_TAX_ID', actions: 'assignMethodOfInvestment' },
          {
            guard: 'isIraMethod',
            target: 'SDIRA_CUSTODIAN',
            actions: ['assignMethodOfInvestment', 'setIraRequestedDate'],
          },
          { guard: 'isEntityMethod', target: 'ENTITY_TAX_ID', actions: ['assignMethodOfInvestment', 'setEinFlag'] },
        ],
      },
    },
    // ── Wizard step 2 ────────────────────────────────────────────────────────────────────────────────────────────
    CONFIRM_MOI: {
      description: 'Summary of the chosen account with Edit and Next; Next checks the data and signs.',
      meta: { slug: 'confirm-moi', wizardStep: 2, title: 'Review your investment details' },
      on: {
        EDIT: [
          { guard: 'isDirectMethod', target: 'INTL_TAX_ID', actions: 'enterEditMode' },
          { guard: 'isTrustMethod', target: 'INTL_ENTITY_TAX_ID', actions: 'enterEditMode' },
          { guard: 'isJointTenantsMethod', target: 'PRIMARY_TAX_ID', actions: 'enterEditMode' },
          { guard: 'isEntityMethod', target: 'ENTITY_TAX_ID', actions: ['enterEditMode', 'setEinFlag'] },
          {
            guard: and(['isIraMethod', 'isStrataCustodian']),
            target: 'STRATA_SSN',
            actions: ['enterEditMode', 'setIraRequestedDate'],
          },
          { guard: 'isIraMethod', target: 'IRA_TAX_ID', actions: ['enterEditMode', 'setIraRequestedDate'] },
          { target: 'SSN_TAX_ID', actions: 'enterEditMode' },
        ],
        SUBMIT: [
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'SSN_TAX_ID' } },
            target: 'SSN_TAX_ID',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'PRIMARY_TAX_ID' } },
            target: 'PRIMARY_TAX_ID',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'INTL_TAX_ID' } },
            target: 'INTL_TAX_ID',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'ENTITY_TAX_ID' } },
            target: 'ENTITY_TAX_ID',
            actions: ['assignStepValues', 'setEinFlag'],
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'INTL_ENTITY_TAX_ID' } },
            target: 'INTL_ENTITY_TAX_ID',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'STRATA_SSN' } },
            target: 'STRATA_SSN',
            actions: ['assignStepValues', 'prefillStrataCustodian'],
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'IRA_TAX_ID' } },
            target: 'IRA_TAX_ID',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'ENTRUST_EIN' } },
            target: 'ENTRUST_EIN',
            actions: ['assignStepValues', 'prefillEntrustCustodian'],
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'OTHER_IRA_CUSTODIAN' } },
            target: 'OTHER_IRA_CUSTODIAN',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'IRA_CUSTODIAN_ADDRESS' } },
            target: 'IRA_CUSTODIAN_ADDRESS',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'NAME_PHONE' } },
            target: 'NAME_PHONE',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'NAME_SSN' } },
            target: 'NAME_SSN',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'INTL_RESIDENCE_ADDRESS' } },
            target: 'INTL_RESIDENCE_ADDRESS',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'RESIDENCE_ADDRESS' } },
            target: 'RESIDENCE_ADDRESS',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'INTL_INVESTMENT_ADDRESS' } },
            target: 'INTL_INVESTMENT_ADDRESS',
            actions: ['assignStepValues', 'prefillInvestmentAddress'],
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'INVESTMENT_ADDRESS' } },
            target: 'INVESTMENT_ADDRESS',
            actions: ['assignStepValues', 'prefillInvestmentAddress'],
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'SECONDARY_TAX_ID' } },
            target: 'SECONDARY_TAX_ID',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'SECONDARY_NAME_PHONE' } },
            target: 'SECONDARY_NAME_PHONE',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'SECONDARY_RESIDENCE_ADDRESS' } },
            target: 'SECONDARY_RESIDENCE_ADDRESS',
            actions: ['assignStepValues', 'defaultSecondaryAddressToUs'],
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'SPOUSE_NAME_EMAIL' } },
            target: 'SPOUSE_NAME_EMAIL',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'PROMOTED_INTEREST' } },
            target: 'PROMOTED_INTEREST',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'QUALIFIED_PURCHASER' } },
            target: 'QUALIFIED_PURCHASER',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'ENTITY_QUALIFIED_PURCHASER' } },
            target: 'ENTITY_QUALIFIED_PURCHASER',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'ACCREDITED_INVESTOR' } },
            target: 'ACCREDITED_INVESTOR',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'ENTITY_ACCREDITED_INVESTOR' } },
            target: 'ENTITY_ACCREDITED_INVESTOR',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'QUALIFIED_PURCHASER_TYPE' } },
            target: 'QUALIFIED_PURCHASER_TYPE',
            actions: 'assignStepValues',
          },
          {
            guard: { type: 'isFirstMissingStep', params: { step: 'ENTITY_QUALIFIED_PURCHASER_TYPE' } },
            target: 'ENTITY_QUALIFIED_PURCHASER_TYPE',
            actions: 'assignStepValues',
          },
          {
            guard: 'maritalCheckApplies',
            target: 'MARITAL_STATUS',
            actions: ['assignStepValues', 'pickCompleteJointAccount'],
          },
          { guard: 'collectsTaxForm', target: 'TAX_FORM', actions: ['assignStepValues', 'pickCompleteJointAccount'] },
          {
            guard: 'asksIdentityDetails',
            target: 'IDENTITY_DETAILS',
            actions: ['assignStepValues', 'pickCompleteJointAccount'],
          },
          {
            guard: 'asksBeneficialOwners',
            target: 'BENEFICIAL_OWNERS',
            actions: ['assignStepValues', 'pickCompleteJointAccount'],
          },
          { target: 'DOCUMENT_SIGNED', actions: ['assignStepValues', 'pickCompleteJointAccount'] },
        ],
      },
    },
    INTL_TAX_ID: {
      description: "Foreign tax id, with a 'do not have one' checkbox.",
      meta: { slug: 'intl-tax-id', wizardStep: 2, title: 'Your tax identification number' },
      on: { SUBMIT: { target: 'NAME_PHONE', actions: 'assignStepValues' } },
    },
    SSN_TAX_ID: {
      description: 'Social Security number of an individual investor.',
      meta: { slug: 'ssn-tax-id', wizardStep: 2, title: 'Your Social Security number' },
      on: { SUBMIT: { target: 'NAME_PHONE', actions: 'assignStepValues' } },
    },
    PRIMARY_TAX_ID: {
      description: 'Social Security number of the primary JTWROS subscriber.',
      meta: { slug: 'primary-tax-id', wizardStep: 2, title: 'Primary subscriber’s Social Security number' },
      on: { SUBMIT: { target: 'NAME_PHONE', actions: 'assignStepValues' } },
    },
    ENTITY_TAX_ID: {
      description: 'Legal entity name, EIN or SSN, and the disregarded-entity checkbox.',
      meta: { slug: 'entity-tax-id', wizardStep: 2, title: 'About the entity' },
      on: {
        SUBMIT: [
          { guard: 'isDisregardedEntity', target: 'NAME_SSN', actions: 'assignStepValues' },
          { target: 'NAME_PHONE', actions: 'assignStepValues' },
        ],
      },
    },
    INTL_ENTITY_TAX_ID: {
      description: 'Name and foreign tax id of a global trust.',
      meta: { slug: 'intl-entitity-tax-id', wizardStep: 2, title: 'About the trust' },
      on: { SUBMIT: { target: 'NAME_PHONE', actions: 'assignStepValues' } },
    },
    SDIRA_CUSTODIAN: {
      description: 'Choose the self-directed IRA custodian from the configured list.',
      meta: { slug: 'sdira-custodian', wizardStep: 2, title: 'Your IRA custodian' },
      on: {
        SUBMIT: [
          {
            guard: 'isStrataCustodian',
            target: 'STRATA_SSN',
            actions: ['assignStepValues', 'prefillStrataCustodian', 'setIraRequestedDate'],
          },
          {
            guard: 'isOtherCustodianOnEquityRaisePortal',
            target: 'IRA_PROVIDER_CUSTOM',
            actions: ['assignStepValues', 'setIraRequestedDate'],
          },
          { target: 'IRA_TAX_ID', actions: ['assignStepValues', 'setIraRequestedDate'] },
        ],
      },
    },
    STRATA_SSN: {
      description: 'SSN for the Strata custodian; custodian EIN, name and address prefilled.',
      meta: { slug: 'strata-ssn', wizardStep: 2, title: 'Your Social Security number' },
      on: { SUBMIT: { target: 'NAME_PHONE', actions: 'assignStepValues' } },
    },
    IRA_TAX_ID: {
      description: 'SSN of the IRA owner.',
      meta: { slug: 'ira-tax-id', wizardStep: 2, title: 'Your Social Security number' },
      on: {
        SUBMIT: [
          {
            guard: 'isEntrustCustodian',
            target: 'ENTRUST_EIN',
            actions: ['assignStepValues', 'prefillEntrustCustodian'],
          },
          { target: 'OTHER_IRA_CUSTODIAN', actions: 'assignStepValues' },
        ],
      },
    },
    ENTRUST_EIN: {
      description: 'IRA EIN for the Entrust custodian; its address prefilled.',
      meta: { slug: 'entrust-ein', wizardStep: 2, title: 'Your IRA’s EIN' },
      on: { SUBMIT: { target: 'NAME_PHONE', actions: 'assignStepValues' } },
    },
    NAME_PHONE: {
      description: 'Legal first and last name, mobile phone, optional preferred first name.',
      meta: { slug: 'name-and-phone', wizardStep: 2, title: 'Your name and phone' },
      on: {
        SUBMIT: [
          { guard: 'isGlobalMethod', target: 'INTL_RESIDENCE_ADDRESS', actions: 'assignStepValues' },
          { target: 'RESIDENCE_ADDRESS', actions: 'assignStepValues' },
        ],
      },
    },
    IRA_PROVIDER_CUSTOM: {
      description: 'IRA provider details; a checkbox says the investor needs to open an IRA.',
      meta: { slug: 'custom-ira', wizardStep: 2, title: 'Your IRA provider' },
      on: { SUBMIT: { target: 'IRA_PROVIDER_CUSTOM_CONFIRM', actions: 'assignStepValues' } },
    },
    OTHER_IRA_CUSTODIAN: {
      description: 'Account number, custodian name, custodian EIN and IRA type.',
      meta: { slug: 'other-ira-custodian', wizardStep: 2, title: 'Your IRA custodian' },
      on: { SUBMIT: { target: 'IRA_CUSTODIAN_ADDRESS', actions: 'assignStepValues' } },
    },
    NAME_SSN: {
      description: 'Owner of a disregarded entity: legal name, phone and SSN.',
      meta: { slug: 'name-ssn', wizardStep: 2, title: 'About the owner' },
      on: { SUBMIT: { target: 'RESIDENCE_ADDRESS', actions: 'assignStepValues' } },
    },
    INTL_RESIDENCE_ADDRESS: {
      description: 'Primary residence of a global investor.',
      meta: { slug: 'intl-residential-address', wizardStep: 2, title: 'Your primary residence' },
      on: {
        SUBMIT: { target: 'INTL_INVESTMENT_ADDRESS', actions: ['assignStepValues', 'prefillInvestmentAddress'] },
      },
    },
    RESIDENCE_ADDRESS: {
      description: 'Primary residence in the US.',
      meta: { slug: 'residential-address', wizardStep: 2, title: 'Your primary residence' },
      on: {
        SUBMIT: [
          { guard: 'isLouisianaJointTenant', target: 'INVALID_JTWROS_INVESTOR_STATUS', actions: 'assignStepValues' },
          {
            guard: and(['isIraMethod', 'isPromotedInterestFund']),
            target: 'PROMOTED_INTEREST',
            actions: 'assignStepValues',
          },
          {
            guard: and(['isIraMethod', 'isBondEquityOrConvertiblePortal']),
            target: 'DOCUMENT_SIGNED',
            actions: 'assignStepValues',
          },
          { guard: 'isIraMethod', target: 'QUALIFIED_PURCHASER', actions: 'assignStepValues' },
          { target: 'INVESTMENT_ADDRESS', actions: ['assignStepValues', 'prefillInvestmentAddress'] },
        ],
      },
    },
    IRA_CUSTODIAN_ADDRESS: {
      description: 'Mailing address of an IRA custodian named by the investor.',
      meta: { slug: 'ira-custodian-address', wizardStep: 2, title: 'Your custodian’s address' },
      on: { SUBMIT: { target: 'NAME_PHONE', actions: 'assignStepValues' } },
    },
    INTL_INVESTMENT_ADDRESS: {
      description: 'Investment address of a global investor (may be the same as the residence).',
      meta: { slug: 'intl-investment-address', wizardStep: 2, title: 'Your investment address' },
      on: {
        SUBMIT: [
          { guard: 'isPromotedInterestFund', target: 'PROMOTED_INTEREST', actions: 'assignStepValues' },
          { guard: 'collectsTaxForm', target: 'TAX_FORM', actions: 'assignStepValues' },
          { guard: 'asksIdentityDetails', target: 'IDENTITY_DETAILS', actions: 'assignStepValues' },
          { guard: 'asksBeneficialOwners', target: 'BENEFICIAL_OWNERS', actions: 'assignStepValues' },
          { target: 'DOCUMENT_SIGNED', actions: 'assignStepValues' },
        ],
      },
    },
    INVESTMENT_ADDRESS: {
      description: 'Investment address (may be the same as the primary residence).',
      meta: { slug: 'investment-address', wizardStep: 2, title: 'Your investment address' },
      on: {
        SUBMIT: [
          { guard: 'isJointTenantsMethod', target: 'SECONDARY_TAX_ID', actions: 'assignStepValues' },
          { guard: 'maritalCheckApplies', target: 'MARITAL_STATUS', actions: 'assignStepValues' },
          { guard: 'isPromotedInterestFund', target: 'PROMOTED_INTEREST', actions: 'assignStepValues' },
          {
            guard: and(['isBondEquityOrConvertiblePortal', 'collectsTaxForm']),
            target: 'TAX_FORM',
            actions: 'assignStepValues',
          },
          {
            guard: and(['isBondEquityOrConvertiblePortal', 'asksIdentityDetails']),
            target: 'IDENTITY_DETAILS',
            actions: 'assignStepValues',
          },
          {
            guard: and(['isBondEquityOrConvertiblePortal', 'asksBeneficialOwners']),
            target: 'BENEFICIAL_OWNERS',
            actions: 'assignStepValues',
          },
          { guard: 'isBondEquityOrConvertiblePortal', target: 'DOCUMENT_SIGNED', actions: 'assignStepValues' },
          { guard: 'isEntityMethod', target: 'ENTITY_QUALIFIED_PURCHASER', actions: 'assignStepValues' },
          { target: 'QUALIFIED_PURCHASER', actions: 'assignStepValues' },
        ],
      },
    },
    SECONDARY_TAX_ID: {
      description: 'Social Security number of the secondary JTWROS subscriber.',
      meta: { slug: 'secondary-tax-id', wizardStep: 2, title: 'Secondary subscriber’s Social Security number' },
      on: {
        SUBMIT: [
          {
            guard: 'hasCompleteSecondaryAccount',
            target: 'CONFIRM_MOI',
            actions: [
              'assignStepValues',
              'pickCompleteJointAccount',
              { type: 'showFlash', params: { message: FLOW_FLASH.existingSecondaryAccount } },
            ],
          },
          {
            target: 'SECONDARY_NAME_PHONE',
            actions: 'assignStepValues',
          },
        ],
      },
    },
    SECONDARY_NAME_PHONE: {
      description: 'Legal names, e-mail and mobile phone of the secondary subscriber.',
      meta: { slug: 'secondary-name-and-phone', wizardStep: 2, title: 'About the secondary subscriber' },
      on: {
        SUBMIT: { target: 'SECONDARY_RESIDENCE_ADDRESS', actions: ['assignStepValues', 'defaultSecondaryAddressToUs'] },
      },
    },
    SECONDARY_RESIDENCE_ADDRESS: {
      description: "Secondary subscriber's residence, or the same as the primary's.",
      meta: { slug: 'secondary-residence-address', wizardStep: 2, title: 'Secondary subscriber’s residence' },
      on: {
        SUBMIT: [
          { guard: 'isSecondaryInLouisiana', target: 'INVALID_JTWROS_INVESTOR_STATUS', actions: 'assignStepValues' },
          { guard: 'isPromotedInterestFund', target: 'PROMOTED_INTEREST', actions: 'assignStepValues' },
          {
            guard: and(['isBondEquityOrConvertiblePortal', 'collectsTaxForm']),
            target: 'TAX_FORM',
            actions: 'assignStepValues',
          },
          {
            guard: and(['isBondEquityOrConvertiblePortal', 'asksIdentityDetails']),
            target: 'IDENTITY_DETAILS',
            actions: 'assignStepValues',
          },
          { guard: 'isBondEquityOrConvertiblePortal', target: 'DOCUMENT_SIGNED', actions: 'assignStepValues' },
          { target: 'QUALIFIED_PURCHASER', actions: 'assignStepValues' },
        ],
      },
    },
    MARITAL_STATUS: {
      description: "Community-property states: 'Are you married?' (the answer is not enforced).",
      meta: { slug: 'marital-status', wizardStep: 2, title: 'Are you married?' },
      on: {
        SUBMIT: [
          { guard: 'isMarried', target: 'SPOUSE_NAME_EMAIL', actions: 'assignStepValues' },
          { guard: 'isPromotedInterestFund', target: 'PROMOTED_INTEREST', actions: 'assignStepValues' },
          {
            guard: and(['isBondEquityOrConvertiblePortal', 'collectsTaxForm']),
            target: 'TAX_FORM',
            actions: 'assignStepValues',
          },
          {
            guard: and(['isBondEquityOrConvertiblePortal', 'asksIdentityDetails']),
            target: 'IDENTITY_DETAILS',
            actions: 'assignStepValues',
          },
          { guard: 'isBondEquityOrConvertiblePortal', target: 'DOCUMENT_SIGNED', actions: 'assignStepValues' },
          { target: 'QUALIFIED_PURCHASER', actions: 'assignStepValues' },
        ],
      },
    },
    SPOUSE_NAME_EMAIL: {
      description: "Spouse's legal names and e-mail: the spouse signs by an e-mailed link.",
      meta: { slug: 'spouse-name-email', wizardStep: 2, title: 'About your spouse' },
      on: {
        SUBMIT: [
          { guard: 'isPromotedInterestFund', target: 'PROMOTED_INTEREST', actions: 'assignStepValues' },
          {
            guard: and(['isBondEquityOrConvertiblePortal', 'collectsTaxForm']),
            target: 'TAX_FORM',
            actions: 'assignStepValues',
          },
          {
            guard: and(['isBondEquityOrConvertiblePortal', 'asksIdentityDetails']),
            target: 'IDENTITY_DETAILS',
            actions: 'assignStepValues',
          },
          { guard: 'isBondEquityOrConvertiblePortal', target: 'DOCUMENT_SIGNED', actions: 'assignStepValues' },
          { target: 'QUALIFIED_PURCHASER', actions: 'assignStepValues' },
        ],
      },
    },
    // ── Wizard step 3 ────────────────────────────────────────────────────────────────────────────────────────────
    PROMOTED_INTEREST: {
      description: 'Agree to the promoted interest (80/20 split after the commitment is returned).',
      meta: { slug: 'promoted-interest', wizardStep: 3, title: 'Promoted interest' },
      on: {
        SUBMIT: [
          {
            guard: and([or(['isGlobalMethod', 'isBondEquityOrConvertiblePortal']), 'collectsTaxForm']),
            target: 'TAX_FORM',
            actions: 'assignStepValues',
          },
          {
            guard: and([or(['isGlobalMethod', 'isBondEquityOrConvertiblePortal']), 'asksIdentityDetails']),
            target: 'IDENTITY_DETAILS',
            actions: 'assignStepValues',
          },
          {
            guard: and([or(['isGlobalMethod', 'isBondEquityOrConvertiblePortal']), 'asksBeneficialOwners']),
            target: 'BENEFICIAL_OWNERS',
            actions: 'assignStepValues',
          },
          {
            guard: or(['isGlobalMethod', 'isBondEquityOrConvertiblePortal']),
            target: 'DOCUMENT_SIGNED',
            actions: 'assignStepValues',
          },
          { guard: 'isEntityMethod', target: 'ENTITY_QUALIFIED_PURCHASER', actions: 'assignStepValues' },
          { target: 'QUALIFIED_PURCHASER', actions: 'assignStepValues' },
        ],
      },
    },
    QUALIFIED_PURCHASER: {
      description: 'Is the investor a qualified purchaser?',
      meta: { slug: 'qualified-purchaser', wizardStep: 3, title: 'Are you a qualified purchaser?' },
      on: {
        SUBMIT: [
          {
            guard: 'isQualifiedPurchaser',
            target: 'QUALIFIED_PURCHASER_TYPE',
            actions: ['assignStepValues', 'clearQualifiedPurchaserDefinition'],
          },
          { target: 'ACCREDITED_INVESTOR', actions: ['assignStepValues', 'clearQualifiedPurchaserDefinition'] },
        ],
      },
    },
    ENTITY_QUALIFIED_PURCHASER: {
      description: 'Is the entity a qualified purchaser?',
      meta: { slug: 'entity-qualified-purchaser', wizardStep: 3, title: 'Is the entity a qualified purchaser?' },
      on: {
        SUBMIT: [
          {
            guard: 'isQualifiedPurchaser',
            target: 'ENTITY_QUALIFIED_PURCHASER_TYPE',
            actions: ['assignStepValues', 'clearQualifiedPurchaserDefinition'],
          },
          { target: 'ENTITY_ACCREDITED_INVESTOR', actions: ['assignStepValues', 'clearQualifiedPurchaserDefinition'] },
        ],
      },
    },
    ACCREDITED_INVESTOR: {
      description: 'Is the investor accredited? Only accredited investors or qualified purchasers may invest.',
      meta: { slug: 'is-accredited', wizardStep: 3, title: 'Are you an accredited investor?' },
      on: {
        SUBMIT: [
          {
            guard: and(['isAccredited', 'collectsTaxForm']),
            target: 'TAX_FORM',
            actions: ['assignStepValues', 'clearQualifiedPurchaserDefinition'],
          },
          {
            guard: and(['isAccredited', 'asksIdentityDetails']),
            target: 'IDENTITY_DETAILS',
            actions: ['assignStepValues', 'clearQualifiedPurchaserDefinition'],
          },
          {
            guard: 'isAccredited',
            target: 'DOCUMENT_SIGNED',
            actions: ['assignStepValues', 'clearQualifiedPurchaserDefinition'],
          },
          { target: 'INVALID_INVESTOR_STATUS', actions: ['assignStepValues', 'clearQualifiedPurchaserDefinition'] },
        ],
      },
    },
    ENTITY_ACCREDITED_INVESTOR: {
      description: 'Is the entity accredited?',
      meta: { slug: 'entity-is-accredited', wizardStep: 3, title: 'Is the entity an accredited investor?' },
      on: {
        SUBMIT: [
          {
            guard: and(['isAccredited', 'collectsTaxForm']),
            target: 'TAX_FORM',
            actions: ['assignStepValues', 'clearQualifiedPurchaserDefinition'],
          },
          {
            guard: and(['isAccredited', 'asksBeneficialOwners']),
            target: 'BENEFICIAL_OWNERS',
            actions: ['assignStepValues', 'clearQualifiedPurchaserDefinition'],
          },
          {
            guard: 'isAccredited',
            target: 'DOCUMENT_SIGNED',
            actions: ['assignStepValues', 'clearQualifiedPurchaserDefinition'],
          },
          { target: 'INVALID_INVESTOR_STATUS', actions: ['assignStepValues', 'clearQualifiedPurchaserDefinition'] },
        ],
      },
    },
    QUALIFIED_PURCHASER_TYPE: {
      description: 'Which qualified-purchaser definition applies to the investor.',
      meta: { slug: 'qualified-purchaser-type', wizardStep: 3, title: 'How do you qualify?' },
      on: {
        SUBMIT: [
          { guard: 'collectsTaxForm', target: 'TAX_FORM', actions: 'assignStepValues' },
          { guard: 'asksIdentityDetails', target: 'IDENTITY_DETAILS', actions: 'assignStepValues' },
          { target: 'DOCUMENT_SIGNED', actions: 'assignStepValues' },
        ],
      },
    },
    ENTITY_QUALIFIED_PURCHASER_TYPE: {
      description: 'Which qualified-purchaser definition applies to the entity.',
      meta: { slug: 'entity-qualified-purchaser-type', wizardStep: 3, title: 'How does the entity qualify?' },
      on: {
        SUBMIT: [
          { guard: 'collectsTaxForm', target: 'TAX_FORM', actions: 'assignStepValues' },
          { guard: 'asksBeneficialOwners', target: 'BENEFICIAL_OWNERS', actions: 'assignStepValues' },
          { target: 'DOCUMENT_SIGNED', actions: 'assignStepValues' },
        ],
      },
    },
    TAX_FORM: {
      description:
        "Only when the fund collects tax forms: a substitute Form W-9 (US persons), W-8BEN (global direct) or the W-8BEN-E parts a trust needs, filled from the wizard's answers; it asks only what they do not say. An IRA has none (its custodian is the owner).",
      meta: { slug: 'tax-form', wizardStep: 3, title: 'Your tax form' },
      on: {
        SUBMIT: [
          { guard: 'asksIdentityDetails', target: 'IDENTITY_DETAILS', actions: 'assignStepValues' },
          { guard: 'asksBeneficialOwners', target: 'BENEFICIAL_OWNERS', actions: 'assignStepValues' },
          { target: 'DOCUMENT_SIGNED', actions: 'assignStepValues' },
        ],
      },
    },
    IDENTITY_DETAILS: {
      description:
        "Only when the fund runs identity checks: each person's date of birth (unless the tax form asked it) and whether the person holds or held a prominent public function, with the source of funds when so; for individuals, global direct investors and both joint subscribers.",
      meta: { slug: 'identity-details', wizardStep: 3, title: 'Your identity details' },
      on: { SUBMIT: { target: 'DOCUMENT_SIGNED', actions: 'assignStepValues' } },
    },
    BENEFICIAL_OWNERS: {
      description:
        'Only when the fund runs identity checks: the people who own 25 % or more of the entity or trust (at most four; name, date of birth, residence, SSN or passport, percentage, together at most 100 %) and one control person.',
      meta: { slug: 'beneficial-owners', wizardStep: 3, title: 'Owners and control person' },
      on: { SUBMIT: { target: 'DOCUMENT_SIGNED', actions: 'assignStepValues' } },
    },
    DOCUMENT_SIGNED: {
      description: 'Embedded e-signature of the subscription agreement; the next button is hidden and disabled.',
      meta: { slug: 'document-signed', wizardStep: 3, title: 'Sign your agreement', hideNextButton: true },
      on: { SIGNED: { target: 'MID_CLOSING', actions: 'setConfirmFlag' } },
    },
    // ── End screens ──────────────────────────────────────────────────────────────────────────────────────────────
    MID_CLOSING: {
      tags: ['endScreen'],
      description:
        "Signed: the investor continues on /investment-summary#{transactionId}. The fund's change request sends the flow back: to signing (re-sign only) or to the earliest answer to change.",
      meta: {
        slug: 'mid-closing',
        wizardStep: null,
        title: 'Your agreement is signed',
        hideStepIndicator: true,
        hideFooter: true,
        redirect: 'investmentSummary',
      },
      on: {
        CHANGE_REQUESTED: [
          { guard: { type: 'isChangeRequestedAt', params: { step: 'DOCUMENT_SIGNED' } }, target: 'DOCUMENT_SIGNED' },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'INTL_INVESTOR' } },
            target: 'INTL_INVESTOR',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'INTL_MOI_TYPE' } },
            target: 'INTL_MOI_TYPE',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'MOI_TYPE' } },
            target: 'MOI_TYPE',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'INTL_TAX_ID' } },
            target: 'INTL_TAX_ID',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'SSN_TAX_ID' } },
            target: 'SSN_TAX_ID',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'PRIMARY_TAX_ID' } },
            target: 'PRIMARY_TAX_ID',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'ENTITY_TAX_ID' } },
            target: 'ENTITY_TAX_ID',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'INTL_ENTITY_TAX_ID' } },
            target: 'INTL_ENTITY_TAX_ID',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'SDIRA_CUSTODIAN' } },
            target: 'SDIRA_CUSTODIAN',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'STRATA_SSN' } },
            target: 'STRATA_SSN',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'IRA_TAX_ID' } },
            target: 'IRA_TAX_ID',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'ENTRUST_EIN' } },
            target: 'ENTRUST_EIN',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'NAME_PHONE' } },
            target: 'NAME_PHONE',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'IRA_PROVIDER_CUSTOM' } },
            target: 'IRA_PROVIDER_CUSTOM',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'OTHER_IRA_CUSTODIAN' } },
            target: 'OTHER_IRA_CUSTODIAN',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'NAME_SSN' } },
            target: 'NAME_SSN',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'INTL_RESIDENCE_ADDRESS' } },
            target: 'INTL_RESIDENCE_ADDRESS',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'RESIDENCE_ADDRESS' } },
            target: 'RESIDENCE_ADDRESS',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'IRA_CUSTODIAN_ADDRESS' } },
            target: 'IRA_CUSTODIAN_ADDRESS',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'INTL_INVESTMENT_ADDRESS' } },
            target: 'INTL_INVESTMENT_ADDRESS',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'INVESTMENT_ADDRESS' } },
            target: 'INVESTMENT_ADDRESS',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'SECONDARY_TAX_ID' } },
            target: 'SECONDARY_TAX_ID',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'SECONDARY_NAME_PHONE' } },
            target: 'SECONDARY_NAME_PHONE',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'SECONDARY_RESIDENCE_ADDRESS' } },
            target: 'SECONDARY_RESIDENCE_ADDRESS',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'MARITAL_STATUS' } },
            target: 'MARITAL_STATUS',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'SPOUSE_NAME_EMAIL' } },
            target: 'SPOUSE_NAME_EMAIL',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'PROMOTED_INTEREST' } },
            target: 'PROMOTED_INTEREST',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'QUALIFIED_PURCHASER' } },
            target: 'QUALIFIED_PURCHASER',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'ENTITY_QUALIFIED_PURCHASER' } },
            target: 'ENTITY_QUALIFIED_PURCHASER',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'ACCREDITED_INVESTOR' } },
            target: 'ACCREDITED_INVESTOR',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'ENTITY_ACCREDITED_INVESTOR' } },
            target: 'ENTITY_ACCREDITED_INVESTOR',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'QUALIFIED_PURCHASER_TYPE' } },
            target: 'QUALIFIED_PURCHASER_TYPE',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'ENTITY_QUALIFIED_PURCHASER_TYPE' } },
            target: 'ENTITY_QUALIFIED_PURCHASER_TYPE',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'TAX_FORM' } },
            target: 'TAX_FORM',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'IDENTITY_DETAILS' } },
            target: 'IDENTITY_DETAILS',
            actions: 'clearConfirmFlag',
          },
          {
            guard: { type: 'isChangeRequestedAt', params: { step: 'BENEFICIAL_OWNERS' } },
            target: 'BENEFICIAL_OWNERS',
            actions: 'clearConfirmFlag',
          },
        ],
      },
    },
    IRA_PROVIDER_CUSTOM_CONFIRM: {
      type: 'final',
      tags: ['endScreen'],
      description: "'Thank you!': an investor relations team member will make contact.",
      meta: {
        slug: 'ira-custom-confirm',
        wizardStep: null,
        title: 'Thank you!',
        hideStepIndicator: true,
        hideFooter: true,
      },
    },
    INVALID_INVESTOR_STATUS: {
      type: 'final',
      tags: ['endScreen'],
      description: "'Whoops!': only accredited investors or qualified purchasers are accepted.",
      meta: {
        slug: 'invalid-investor-status',
        wizardStep: null,
        title: 'Whoops!',
        hideStepIndicator: true,
        hideFooter: true,
      },
    },
    INVALID_JTWROS_INVESTOR_STATUS: {
      type: 'final',
      tags: ['endScreen'],
      description: 'Louisiana residents cannot hold JTWROS; they choose another method.',
      meta: {
        slug: 'invalid-jtwros-investor-status',
        wizardStep: null,
        title: 'Joint tenancy is not available in Louisiana',
        hideStepIndicator: true,
        hideFooter: true,
      },
    },
    ERROR_UNKNOWN: {
      type: 'final',
      tags: ['endScreen'],
      description: 'Previous could not replay the flow to the current step; the flow restarts at INITIAL.',
      meta: {
        slug: 'error-unknown',
        wizardStep: null,
        title: "Something's not right",
        hideStepIndicator: true,
        hideFooter: true,
      },
    },
  },
});
