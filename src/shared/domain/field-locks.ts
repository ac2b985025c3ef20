// docs/spec.md §2 field display rules: everything is read-only once the confirm flag is set; legal names are locked once any
// transaction has a subscription agreement date; the IRA SSN and the IRA's secondary EIN are locked once confirmed
// at signing. Edit on CONFIRM_MOI is hidden for an IRA in that case. The page shows these fields read-only; the
// server refuses a submit that changes one (the same rule, src/server/features/investment-flow/locked-fields.ts).
//
// A confirmation at signing belongs to the IRA account, not only to the transaction signed: a later subscription that
// uses the same account (chosen on SELECT_MOI) keeps its confirmed tax ids read-only (the facts name those accounts).

import type { FlowPath } from '../forms/form-types';
import type { Transaction } from './entities';
import type { FlowValues } from './flow-values';

type ConfirmedTransaction = Pick<
  Transaction,
  | 'accountIntegrationId'
  | 'iraSSNConfirmedWithSubscriptionAgreementSigningDate'
  | 'iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate'
>;

/** The IRA accounts whose tax ids a signature confirmed, over every transaction of the investor (portfolio-facts.ts). */
export type IraFacts = { iraSsnConfirmedAccountIds: string[]; iraSecondaryEinConfirmedAccountIds: string[] };

type IraInput = {
  values: Pick<FlowValues, 'methodOfInvestment' | 'accountIntegrationId'>;
  transaction: Omit<ConfirmedTransaction, 'accountIntegrationId'>;
  /** Over every transaction of the investor. */
  facts: IraFacts;
};

type LockInput = IraInput & {
  values: Pick<FlowValues, 'isConfirmed'>;
  /** docs/spec.md §2: any transaction of the investor has a subscription agreement date (portfolio-facts.ts). */
  facts: { hasSignedAgreement: boolean };
};

/** The accounts whose IRA SSN, and whose secondary EIN, a signature confirmed (on any of the investor's transactions). */
export const iraConfirmedAccounts = (transactions: readonly ConfirmedTransaction[]): IraFacts => {
  const idsWhere = (isConfirmed: (t: ConfirmedTransaction) => boolean): string[] => [
    ...new Set(
      transactions.flatMap((t) => (t.accountIntegrationId !== null && isConfirmed(t) ? [t.accountIntegrationId] : [])),
    ),
  ];
  return {
    iraSsnConfirmedAccountIds: idsWhere((t) => t.iraSSNConfirmedWithSubscriptionAgreementSigningDate !== null),
    iraSecondaryEinConfirmedAccountIds: idsWhere(
      (t) => t.iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate !== null,
    ),
  };
};

const NAME_PATHS: readonly FlowPath[] = ['legalFirstName', 'legalLastName'];

/** Which of the IRA's tax ids are confirmed: on this transaction, or on the account it uses. */
const iraConfirmation = ({ values, transaction, facts }: IraInput) => {
  if (values.methodOfInvestment !== 'ira') return { isSsnLocked: false, isSecondaryEinLocked: false };
  const account = values.accountIntegrationId;
  const isAccountIn = (ids: readonly string[]) => account !== null && ids.includes(account);
  return {
    isSsnLocked:
      transaction.iraSSNConfirmedWithSubscriptionAgreementSigningDate !== null ||
      isAccountIn(facts.iraSsnConfirmedAccountIds),
    isSecondaryEinLocked:
      transaction.iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate !== null ||
      isAccountIn(facts.iraSecondaryEinConfirmedAccountIds),
  };
};

/** CONFIRM_MOI's Edit is hidden, and refused, for an IRA whose tax ids were confirmed at signing (docs/spec.md §2). */
export const isIraTaxIdConfirmed = (input: IraInput): boolean => {
  const { isSsnLocked, isSecondaryEinLocked } = iraConfirmation(input);
  return isSsnLocked || isSecondaryEinLocked;
};

/**
 * CONFIRM_MOI's Edit leads to changed answers: the page hides it once they are read-only, for the confirm flag or an
 * IRA's tax ids confirmed at signing, as the server refuses it then.
 */
export const isMoiEditHidden = (input: IraInput & { values: Pick<FlowValues, 'isConfirmed'> }): boolean =>
  input.values.isConfirmed || isIraTaxIdConfirmed(input);

export const lockedFieldRule = ({ values, transaction, facts }: LockInput): ((path: FlowPath) => boolean) => {
  const areNamesLocked = facts.hasSignedAgreement;
  const { isSsnLocked, isSecondaryEinLocked } = iraConfirmation({ values, transaction, facts });
  return (path) => {
    if (values.isConfirmed) return true;
    if (areNamesLocked && NAME_PATHS.includes(path)) return true;
    if (isSsnLocked && path === 'ssn') return true;
    return isSecondaryEinLocked && path === 'iraSecondaryEin';
  };
};

export const LOCKED_FIELD = 'This field can no longer be changed.';
