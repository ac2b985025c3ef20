// SPEC §2 field display rules: everything is read-only once the confirm flag is set; legal names are locked once any
// transaction has a subscription agreement date; the IRA SSN and the IRA's secondary EIN are locked once confirmed
// at signing. Edit on CONFIRM_MOI is hidden for an IRA in that case.

import type { Transaction } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { PortfolioFacts } from '../../../shared/domain/portfolio-facts';
import type { FlowPath } from '../../../shared/forms/form-types';

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
