// docs/spec.md §9: a tax id leaves the server masked, showing only its last 4 characters. Every response masks here.
import { ACCOUNT_TAX_ID_FIELDS, type Account } from '../../shared/domain/entities';
import { type FlowValues, TAX_ID_FIELDS } from '../../shared/domain/flow-values';
import { maskTaxId } from '../../shared/domain/tax-id';

/** Missing stays missing; anything else is masked. */
export const maskTaxIdForResponse = (value: string | null): string | null => (value === null ? null : maskTaxId(value));

export const maskAccount = (account: Account): Account => {
  const masked = { ...account };
  for (const field of ACCOUNT_TAX_ID_FIELDS) masked[field] = maskTaxIdForResponse(account[field]);
  return masked;
};

export const maskFlowValues = (values: FlowValues): FlowValues => {
  const masked = { ...values };
  for (const field of TAX_ID_FIELDS) masked[field] = maskTaxId(values[field]);
  return masked;
};
