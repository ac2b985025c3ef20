// SELECT_MOI's 'existingAccounts' list (docs/spec.md §2): the investor's valid existing accounts (docs/spec.md §4 definition), each
// named by its nickname or kind, with the masked tax id that tells them apart.
import { findMethodOption } from '../../../shared/config/method-options';
import { methodOf } from '../../../shared/domain/account-types';
import type { Account } from '../../../shared/domain/entities';
import type { PortfolioFacts } from '../../../shared/domain/portfolio-facts';
import { maskTaxId } from '../../../shared/domain/tax-id';
import type { InlineOption } from '../../../shared/forms/form-types';

const accountTitle = (account: Account): string => {
  const kind = findMethodOption(methodOf(account))?.label ?? 'Account';
  const holder = account.trustOrEntityName ?? account.accountName;
  const named = account.accountPreferredName?.trim() || holder?.trim();
  return named ? `${named} (${kind})` : kind;
};

const accountDetail = (account: Account): string | undefined => {
  const taxId = account.ein && account.isEinSelected ? account.ein : (account.ssn ?? account.nonUSTaxId);
  const parts = [
    taxId ? `Tax ID ${maskTaxId(taxId)}` : null,
    account.jtwrosFirstName ? `with ${account.jtwrosFirstName} ${account.jtwrosLastName ?? ''}`.trim() : null,
    account.iraCustodianName ? `held by ${account.iraCustodianName}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' · ') : undefined;
};

/** Which accounts are valid the server works out over every transaction (portfolio-facts.ts). */
export const existingAccountOptions = (investments: {
  accounts: readonly Account[];
  facts: Pick<PortfolioFacts, 'validAccountIds'>;
}): InlineOption[] =>
  investments.accounts
    .filter((account) => investments.facts.validAccountIds.includes(account.integrationId))
    .map((account) => {
      const hint = accountDetail(account);
      return { value: account.integrationId, label: accountTitle(account), ...(hint && { hint }) };
    });
