// The answers the path generator tries on each step: every branch of docs/spec.md §4's table has an answer that takes it.

import type { FlowSnapshot } from '../../machines/flow-snapshot';
import type { FlowEvent } from '../../machines/investment-flow.types';
import { answerRoute } from '../../machines/replay';
import { firstMissingStep } from '../../machines/validation-walk';
import { isChangeRequestTarget } from '../../src/shared/domain/change-requests';
import { validExistingAccounts } from '../../src/shared/domain/flow-rules';
import type { FlowValues } from '../../src/shared/domain/flow-values';
import type { StepId } from '../../src/shared/domain/steps';
import { address, answers, beneficialOwnersAnswer, identityDetailsAnswer, taxFormAnswer } from '../fixtures/values';

const submit = (values: Partial<FlowValues>): FlowEvent => ({ type: 'SUBMIT', values });

const fixedAnswers: Partial<Record<StepId, Partial<FlowValues>[]>> = {
  INITIAL: [{}],
  INTL_INVESTOR: [{ isGlobalInvestor: true }, { isGlobalInvestor: false }],
  INTL_MOI_TYPE: [{ methodOfInvestment: 'direct' }, { methodOfInvestment: 'trust' }],
  MOI_TYPE: ['individual', 'jtwros', 'entity', 'ira'].map((m) => ({
    methodOfInvestment: m as FlowValues['methodOfInvestment'],
  })),
  INTL_TAX_ID: [answers.intlTaxId],
  SSN_TAX_ID: [answers.ssn],
  PRIMARY_TAX_ID: [answers.ssn],
  ENTITY_TAX_ID: [answers.entity, answers.disregardedEntity],
  INTL_ENTITY_TAX_ID: [answers.trust],
  SDIRA_CUSTODIAN: [{ iraCustodian: 'strata' }, { iraCustodian: 'entrust' }, { iraCustodian: 'other' }],
  STRATA_SSN: [answers.ssn],
  IRA_TAX_ID: [answers.ssn],
  ENTRUST_EIN: [answers.entrustEin],
  NAME_PHONE: [answers.namePhone],
  IRA_PROVIDER_CUSTOM: [answers.customIra],
  OTHER_IRA_CUSTODIAN: [answers.otherCustodian],
  NAME_SSN: [answers.nameSsn],
  INTL_RESIDENCE_ADDRESS: [{ residenceAddress: address.GB }],
  RESIDENCE_ADDRESS: [
    { residenceAddress: address.NY },
    { residenceAddress: address.CA },
    { residenceAddress: address.LA },
  ],
  IRA_CUSTODIAN_ADDRESS: [answers.custodianAddress],
  INTL_INVESTMENT_ADDRESS: [answers.sameInvestmentAddress],
  INVESTMENT_ADDRESS: [answers.sameInvestmentAddress],
  SECONDARY_TAX_ID: [answers.secondarySsn, { secondarySsn: '111-22-3333' }],
  SECONDARY_NAME_PHONE: [answers.secondaryNamePhone],
  SECONDARY_RESIDENCE_ADDRESS: [
    { isSecondaryAddressSameAsPrimary: true },
    { isSecondaryAddressSameAsPrimary: false, secondaryAddress: address.LA },
  ],
  MARITAL_STATUS: [{ maritalStatus: 'married' }, { maritalStatus: 'notMarried' }],
  SPOUSE_NAME_EMAIL: [answers.spouse],
  PROMOTED_INTEREST: [answers.agreePromotedInterest],
  QUALIFIED_PURCHASER: [answers.qualifiedPurchaser, answers.notQualifiedPurchaser],
  ENTITY_QUALIFIED_PURCHASER: [answers.qualifiedPurchaser, answers.notQualifiedPurchaser],
  ACCREDITED_INVESTOR: [answers.accredited, answers.notAccredited],
  ENTITY_ACCREDITED_INVESTOR: [answers.accredited, answers.notAccredited],
  QUALIFIED_PURCHASER_TYPE: [{ qualifiedPurchaserDefinition: 'individualInvestments5m' }],
  ENTITY_QUALIFIED_PURCHASER_TYPE: [{ qualifiedPurchaserDefinition: 'entityAssets5m' }],
};

/** Every event the step handles, with the payloads that take each of its branches. */
export const flowEvents = (snapshot: FlowSnapshot): FlowEvent[] => {
  const step = snapshot.value as StepId;
  switch (step) {
    case 'SELECT_MOI':
      return [
        ...validExistingAccounts(snapshot.context.investor).map((a) =>
          submit({ isExistingAccountSelected: true, accountIntegrationId: a.integrationId }),
        ),
        submit({ isExistingAccountSelected: false, accountIntegrationId: null }),
      ];
    case 'CONFIRM_MOI':
      return [
        { type: 'EDIT' },
        { type: 'SUBMIT', values: {}, missingStep: firstMissingStep(snapshot.context.values, snapshot.context) },
      ];
    case 'TAX_FORM':
      return [submit(taxFormAnswer(snapshot.context.values))];
    case 'IDENTITY_DETAILS':
      return [submit(identityDetailsAnswer(snapshot.context.values))];
    case 'BENEFICIAL_OWNERS':
      return [submit(beneficialOwnersAnswer)];
    case 'DOCUMENT_SIGNED':
      return [{ type: 'SIGNED' }];
    case 'MID_CLOSING': {
      // The fund's change requests: re-sign only, and a change of the last answer before signing (an earlier one
      // would walk the rest of the flow again, which the forward paths already cover).
      const lastAnswer = answerRoute(snapshot.context.values, snapshot.context).filter(isChangeRequestTarget).at(-1);
      return [
        { type: 'CHANGE_REQUESTED', step: 'DOCUMENT_SIGNED' },
        ...(lastAnswer ? [{ type: 'CHANGE_REQUESTED', step: lastAnswer } as const] : []),
      ];
    }
    case 'INITIAL':
      // ERROR_UNKNOWN is entered from any step when Previous cannot replay the flow; one source is enough.
      return [submit({}), { type: 'STEP_UNREACHABLE' }];
    default:
      return (fixedAnswers[step] ?? []).map(submit);
  }
};
