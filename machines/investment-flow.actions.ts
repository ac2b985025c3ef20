// Pure context updates of the investment flow (docs/spec.md §4 'Behaviours on choices and resets'). The machine names them in
// setup(); each is a function of (context, event) → new values, tested on its own.
import { type Custodian, ENTRUST, STRATA } from '../src/shared/config/custodians';
import { valuesFromAccount, valuesFromProfile } from '../src/shared/domain/account-values';
import { findCompleteIndividualAccount, findCompleteJointAccount } from '../src/shared/domain/flow-rules';
import { emptyAddress, type FlowValues } from '../src/shared/domain/flow-values';
import type { FlowContext, FlowEvent } from './investment-flow.types';

/** The values a guard must see: stored values with the incoming step values on top (guards run before assign). */
export const incomingValues = (context: FlowContext, event: FlowEvent): FlowValues =>
  event.type === 'SUBMIT' ? { ...context.values, ...event.values } : context.values;

/** Choosing a method of investment rebuilds the form from the profile when the method changes (docs/spec.md §4). */
export const valuesForMethod = (context: FlowContext, event: FlowEvent): FlowValues => {
  const next = incomingValues(context, event);
  const isSameChoice =
    context.values.methodOfInvestment === next.methodOfInvestment && !context.values.isExistingAccountSelected;
  if (isSameChoice) return next;
  return {
    ...valuesFromProfile(context.investor),
    isGlobalInvestor: next.isGlobalInvestor,
    methodOfInvestment: next.methodOfInvestment,
    accountNickname: next.accountNickname,
  };
};

/** SELECT_MOI with an account: the form rebuilt from that account, marked as selected. */
export const valuesForChosenAccount = (context: FlowContext, event: FlowEvent): FlowValues => {
  const id = incomingValues(context, event).accountIntegrationId;
  const account = context.investor.accounts.find((a) => a.integrationId === id);
  return account ? valuesFromAccount(context.investor, account) : incomingValues(context, event);
};

/** 'Add New Method of Investment' clears the selection and starts from the profile. */
export const valuesWithoutAccount = (context: FlowContext): FlowValues => ({
  ...valuesFromProfile(context.investor),
  accountIntegrationId: null,
  isExistingAccountSelected: false,
});

/** Auto-pick of the first complete individual (or global direct) account on submit (docs/spec.md §4). */
export const valuesWithCompleteIndividualAccount = (context: FlowContext, event: FlowEvent): FlowValues => {
  const next = incomingValues(context, event);
  const account = findCompleteIndividualAccount(context.investor, { isGlobalInvestor: next.isGlobalInvestor === true });
  return account ? valuesFromAccount(context.investor, account) : next;
};

/** Joint tenants: the complete joint account with the same primary SSN and that secondary subscriber (docs/spec.md §4). */
export const valuesWithCompleteJointAccount = (context: FlowContext, event: FlowEvent): FlowValues => {
  const next = incomingValues(context, event);
  if (next.isExistingAccountSelected) return next;
  const account = findCompleteJointAccount(context.investor, next);
  return account ? valuesFromAccount(context.investor, account) : next;
};

const withCustodian = (values: FlowValues, custodian: Custodian): FlowValues => ({
  ...values,
  iraCustodian: custodian.id,
  iraCustodianName: custodian.name,
  iraCustodianEin: custodian.ein ?? '',
  iraCustodianAddress: custodian.mailingAddress ? { ...custodian.mailingAddress } : emptyAddress(),
});

/** Strata and Entrust steps prefill the custodian's fixed EIN and mailing address (docs/spec.md §4). */
export const valuesWithStrata = (context: FlowContext, event: FlowEvent): FlowValues =>
  withCustodian(incomingValues(context, event), STRATA);
export const valuesWithEntrust = (context: FlowContext, event: FlowEvent): FlowValues =>
  withCustodian(incomingValues(context, event), ENTRUST);

/** The investment address prefills from the residence when empty (docs/spec.md §4). */
export const valuesWithInvestmentAddress = (context: FlowContext, event: FlowEvent): FlowValues => {
  const next = incomingValues(context, event);
  const isEmpty = next.investmentAddress.address1.trim() === '' && next.investmentAddress.city.trim() === '';
  return isEmpty ? { ...next, investmentAddress: { ...next.residenceAddress } } : next;
};

/** The secondary subscriber's address defaults to the US (docs/spec.md §4). */
export const valuesWithUsSecondaryAddress = (context: FlowContext, event: FlowEvent): FlowValues => {
  const next = incomingValues(context, event);
  return next.secondaryAddress.country
    ? next
    : { ...next, secondaryAddress: { ...next.secondaryAddress, country: 'US' } };
};

/** The entity tax-id step sets the EIN flag when an EIN exists (docs/spec.md §4). */
export const valuesWithEinFlag = (context: FlowContext, event: FlowEvent): FlowValues => {
  const next = incomingValues(context, event);
  return next.ein.trim() !== '' ? { ...next, isEin: true } : next;
};
