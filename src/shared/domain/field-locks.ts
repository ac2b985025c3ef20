// docs/spec.md §2 field display rules: everything is read-only once the confirm flag is set; legal names are locked once any
// transaction has a subscription agreement date; the IRA SSN and the IRA's secondary EIN are locked once confirmed
// at signing. Edit on CONFIRM_MOI is hidden for an IRA in that case. The page shows these fields read-only; the
// server refuses a submit that changes one (the same rule, src/server/features/investment-flow/locked-fields.ts).

import type { FlowPath } from '../forms/form-types';
import type { Transaction } from './entities';
import type { FlowValues } from './flow-values';
import type { PortfolioFacts } from './portfolio-facts';

type LockInput = {
  values: Pick<FlowValues, 'isConfirmed' | 'methodOfInvestment'>;
  transaction: Pick<
    Transaction,
    | 'iraSSNConfirmedWithSubscriptionAgreementSigningDate'
    | 'iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate'
  >;
  /** Over every transaction of the investor. */
  facts: Pick<PortfolioFacts, 'hasSignedAgreement'>;
};

const NAME_PATHS: readonly FlowPath[] = ['legalFirstName', 'legalLastName'];

export const isIraTaxIdConfirmed = ({ values, transaction }: Pick<LockInput, 'values' | 'transaction'>): boolean =>
  values.methodOfInvestment === 'ira' &&
  (transaction.iraSSNConfirmedWithSubscriptionAgreementSigningDate !== null ||
    transaction.iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate !== null);

export const lockedFieldRule = ({ values, transaction, facts }: LockInput): ((path: FlowPath) => boolean) => {
  const areNamesLocked = facts.hasSignedAgreement;
  const isIra = values.methodOfInvestment === 'ira';
  const isSsnLocked = isIra && transaction.iraSSNConfirmedWithSubscriptionAgreementSigningDate !== null;
  const isSecondaryEinLocked =
    isIra && transaction.iraSecondaryEINConfirmedWithSubscriptionAgreementSigningDate !== null;
  return (path) => {
    if (values.isConfirmed) return true;
    if (areNamesLocked && NAME_PATHS.includes(path)) return true;
    if (isSsnLocked && path === 'ssn') return true;
    return isSecondaryEinLocked && path === 'iraSecondaryEin';
  };
};

export const LOCKED_FIELD = 'This field can no longer be changed.';
