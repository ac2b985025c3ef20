// docs/spec.md §1/§3: the methods of investment the flow offers, with the account type each creates (docs/spec.md §3 codes, mapped
// once in domain/account-types).
import { accountTypeOf } from '../domain/account-types';
import {
  type AccountTypeCode,
  GLOBAL_METHODS,
  type GlobalAccountTypeCode,
  type MethodOfInvestment,
  US_METHODS,
} from '../domain/codes';

export type MethodOption = {
  value: MethodOfInvestment;
  label: string;
  accountType: AccountTypeCode | GlobalAccountTypeCode;
  isGlobal: boolean;
};

const OPTION_LABELS: Record<MethodOfInvestment, string> = {
  individual: 'Individual',
  jtwros: 'Joint Tenants with Rights of Survivorship (JTWROS)',
  entity: 'Entity (LLC, corporation, trust, partnership)',
  ira: 'Self-Directed IRA',
  direct: 'Direct (in your own name)',
  trust: 'Trust or entity',
};

const toOption = (value: MethodOfInvestment): MethodOption => {
  const { accountType, isGlobalInvestor } = accountTypeOf(value);
  return { value, label: OPTION_LABELS[value], accountType, isGlobal: isGlobalInvestor };
};

export const US_METHOD_OPTIONS: readonly MethodOption[] = US_METHODS.map(toOption);
export const GLOBAL_METHOD_OPTIONS: readonly MethodOption[] = GLOBAL_METHODS.map(toOption);
export const METHOD_OPTIONS: readonly MethodOption[] = [...US_METHOD_OPTIONS, ...GLOBAL_METHOD_OPTIONS];

export const findMethodOption = (value: MethodOfInvestment): MethodOption | undefined =>
  METHOD_OPTIONS.find((o) => o.value === value);
