// docs/spec.md §3 account type codes ↔ the flow's methods of investment, accreditation labels, docs/spec.md §4 portal groups.
import {
  ACCOUNT_TYPE,
  ACCREDITATION,
  type AccountTypeCode,
  type AccreditationCode,
  GLOBAL_ACCOUNT_TYPE,
  type MethodOfInvestment,
} from './codes';
import type { Account } from './entities';

export type AccountKind = { accountType: AccountTypeCode; isGlobalInvestor: boolean };

const KIND_OF_METHOD: Record<MethodOfInvestment, AccountKind> = {
  individual: { accountType: ACCOUNT_TYPE.individual, isGlobalInvestor: false },
  jtwros: { accountType: ACCOUNT_TYPE.jointTenants, isGlobalInvestor: false },
  entity: { accountType: ACCOUNT_TYPE.entity, isGlobalInvestor: false },
  ira: { accountType: ACCOUNT_TYPE.ira, isGlobalInvestor: false },
  direct: { accountType: GLOBAL_ACCOUNT_TYPE.direct, isGlobalInvestor: true },
  trust: { accountType: GLOBAL_ACCOUNT_TYPE.trust, isGlobalInvestor: true },
};

export const accountTypeOf = (method: MethodOfInvestment): AccountKind => ({ ...KIND_OF_METHOD[method] });

/** The method of investment of a stored account; a global account can only be direct (0) or trust (1). */
export const methodOf = (account: Pick<Account, 'accountType' | 'isGlobalInvestor'>): MethodOfInvestment => {
  const found = (Object.keys(KIND_OF_METHOD) as MethodOfInvestment[]).find(
    (method) =>
      KIND_OF_METHOD[method].accountType === account.accountType &&
      KIND_OF_METHOD[method].isGlobalInvestor === account.isGlobalInvestor,
  );
  if (found === undefined) {
    throw new Error(
      `No method of investment for account type ${account.accountType} (${account.isGlobalInvestor ? 'global' : 'US'})`,
    );
  }
  return found;
};

export const METHOD_LABELS: Record<MethodOfInvestment, string> = {
  individual: 'Individual',
  jtwros: 'Joint Tenants with Rights of Survivorship',
  entity: 'Entity',
  ira: 'Self-Directed IRA',
  direct: 'Direct',
  trust: 'Trust',
};

export const ACCREDITATION_LABELS: Record<AccreditationCode, string> = {
  [ACCREDITATION.accredited]: 'Accredited',
  [ACCREDITATION.notAccredited]: 'Not Accredited',
  [ACCREDITATION.qualifiedClient]: 'Qualified Client',
  [ACCREDITATION.qualifiedPurchaser]: 'Qualified Purchaser',
  [ACCREDITATION.undetermined]: 'Undetermined',
};

/** docs/spec.md §3: the configured list offers these three. */
export const OFFERED_ACCREDITATION_TYPES: readonly AccreditationCode[] = [
  ACCREDITATION.accredited,
  ACCREDITATION.notAccredited,
  ACCREDITATION.qualifiedPurchaser,
];

const isAccreditationCode = (code: number): code is AccreditationCode => Object.hasOwn(ACCREDITATION_LABELS, code);

/** The label of an accreditation code; null for none or an unknown code. */
export const accreditationLabel = (code: number | null | undefined): string | null =>
  code !== null && code !== undefined && isAccreditationCode(code) ? ACCREDITATION_LABELS[code] : null;
