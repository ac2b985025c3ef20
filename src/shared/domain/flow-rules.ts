// docs/spec.md §4 'Definitions' and the routing conditions of the transition table, as pure rules over the flow's data.
// The machine's guards are one-liners over these; the server uses the same functions.

import { ACCOUNT_TYPE, BOND_EQUITY_CONVERTIBLE_PORTALS, DEAL_CARRY, type PortalType } from './codes';
import { JTWROS_EXCLUDED_STATE, MARITAL_STATUS_STATES } from './constants';
import type { Account, Address, Fund, Transaction } from './entities';
import type { FlowValues } from './flow-values';
import { normalizeTaxIdForMatch } from './tax-id-match';

export type AccountsAndTransactions = { accounts: readonly Account[]; transactions: readonly Transaction[] };

/** docs/spec.md §4: a non-syndication fund with carry type 'Deal Carry', or a syndication fund with multiple assets. */
export const isPromotedInterestFund = (fund: Pick<Fund, 'type' | 'carryType' | 'syndicationAssetType'>): boolean =>
  fund.type === 'syndication' ? fund.syndicationAssetType === 'multiple' : fund.carryType === DEAL_CARRY;

/** docs/spec.md §4: 'bond/equity/convertible portals'. */
export const isBondEquityOrConvertiblePortal = (portalType: PortalType): boolean =>
  BOND_EQUITY_CONVERTIBLE_PORTALS.includes(portalType);

/** docs/spec.md §4 SDIRA_CUSTODIAN: 'other custodian on equity-raise portals'. */
export const isEquityRaisePortal = (portalType: PortalType): boolean => portalType === 'fundraiseEquity';

const isUsState = (address: Address, states: readonly string[]): boolean =>
  address.country === 'US' && states.includes(address.state);

/** docs/spec.md §4: individual accounts only, non-global, with a US residence in a community-property state. */
export const maritalCheckApplies = (
  values: Pick<FlowValues, 'methodOfInvestment' | 'isGlobalInvestor' | 'residenceAddress'>,
): boolean =>
  values.methodOfInvestment === 'individual' &&
  values.isGlobalInvestor !== true &&
  isUsState(values.residenceAddress, MARITAL_STATUS_STATES);

/** docs/spec.md §5: Louisiana residents cannot subscribe as JTWROS (primary subscriber). */
export const isLouisianaJointTenant = (values: Pick<FlowValues, 'methodOfInvestment' | 'residenceAddress'>): boolean =>
  values.methodOfInvestment === 'jtwros' && isUsState(values.residenceAddress, [JTWROS_EXCLUDED_STATE]);

/** The secondary subscriber's residence: the primary's when 'same as primary' is checked. */
export const secondaryResidence = (
  values: Pick<FlowValues, 'isSecondaryAddressSameAsPrimary' | 'residenceAddress' | 'secondaryAddress'>,
): Address => (values.isSecondaryAddressSameAsPrimary ? values.residenceAddress : values.secondaryAddress);

/** docs/spec.md §4 SECONDARY_RESIDENCE_ADDRESS: secondary address in LA. */
export const isSecondaryInLouisiana = (
  values: Pick<FlowValues, 'isSecondaryAddressSameAsPrimary' | 'residenceAddress' | 'secondaryAddress'>,
): boolean => isUsState(secondaryResidence(values), [JTWROS_EXCLUDED_STATE]);

/** docs/spec.md §4: valid existing accounts have a transaction with a subscription agreement date or a signing-envelope id. */
export const validExistingAccounts = ({ accounts, transactions }: AccountsAndTransactions): Account[] =>
  accounts.filter((account) =>
    transactions.some(
      (t) =>
        t.accountIntegrationId === account.integrationId &&
        (t.subscriptionAgreementDate !== null || t.subscriptionAgreementDocusignId !== null),
    ),
  );

export const hasValidExistingAccounts = (investor: AccountsAndTransactions): boolean =>
  validExistingAccounts(investor).length > 0;

/**
 * The valid existing account a new subscription offers first on SELECT_MOI: the one the investor's newest transaction
 * used (transactions come oldest first), so a returning investor finds their saved method chosen, not 'Add New'.
 */
export const lastUsedValidAccount = (investor: AccountsAndTransactions): Account | undefined => {
  const valid = validExistingAccounts(investor);
  const lastUsed = investor.transactions.findLast((t) => valid.some((a) => a.integrationId === t.accountIntegrationId));
  return valid.find((a) => a.integrationId === lastUsed?.accountIntegrationId) ?? valid[0];
};

const reusable = (investor: AccountsAndTransactions): Account[] =>
  validExistingAccounts(investor).filter((a) => !a.hideForReinvestment);

/** The first complete individual account (US) or direct account (global) to reuse (docs/spec.md §4 auto-pick). */
export const findCompleteIndividualAccount = (
  investor: AccountsAndTransactions,
  { isGlobalInvestor }: { isGlobalInvestor: boolean },
): Account | undefined =>
  reusable(investor).find((a) => a.accountType === ACCOUNT_TYPE.individual && a.isGlobalInvestor === isGlobalInvestor);

/** docs/spec.md §4: the complete joint account with the same primary SSN and that secondary subscriber. */
export const findCompleteJointAccount = (
  investor: AccountsAndTransactions,
  { ssn, secondarySsn }: Pick<FlowValues, 'ssn' | 'secondarySsn'>,
): Account | undefined => {
  const primary = normalizeTaxIdForMatch(ssn);
  const secondary = normalizeTaxIdForMatch(secondarySsn);
  if (!primary || !secondary) return undefined;
  return reusable(investor).find(
    (a) =>
      a.accountType === ACCOUNT_TYPE.jointTenants &&
      !a.isGlobalInvestor &&
      normalizeTaxIdForMatch(a.ssn) === primary &&
      normalizeTaxIdForMatch(a.jtwrosSSN) === secondary,
  );
};

/** docs/spec.md §4: global individual/entity investors give an international residence. */
export const isGlobalMethod = (values: Pick<FlowValues, 'methodOfInvestment'>): boolean =>
  values.methodOfInvestment === 'direct' || values.methodOfInvestment === 'trust';

/** Qualified purchaser answer on the qualified-purchaser step (accreditation code 3). */
export const isQualifiedPurchaserAnswer = (values: Pick<FlowValues, 'accreditation'>): boolean =>
  values.accreditation === '3';

/** Accredited answer on the accreditation step (accreditation code 0). */
export const isAccreditedAnswer = (values: Pick<FlowValues, 'accreditation'>): boolean => values.accreditation === '0';
