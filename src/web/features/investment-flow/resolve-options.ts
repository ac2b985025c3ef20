// Option lists of the step forms: the fixed ones from src/shared (loaded with the forms that name one), countries
// from the server's UI config, and the investor's existing methods of investment.
import type { InlineOption, OptionSource } from '../../../shared/forms/form-types';
import type { UiConfig, UserInvestmentsView } from '../../lib/api/api-types';
import { existingAccountOptions } from './existing-account-options';
import type { StaticOptionLists } from './static-option-lists';

type OptionData = {
  uiConfig: Pick<UiConfig, 'country'>;
  investments: Pick<UserInvestmentsView, 'accounts' | 'facts'>;
  /** The fixed lists; absent for a form that names none of them. */
  staticLists?: StaticOptionLists;
};

export const resolveOptionsFor = ({ uiConfig, investments, staticLists }: OptionData) => {
  const countries: InlineOption[] = uiConfig.country.map(({ value, name }) => ({ value, label: name }));
  const accounts = existingAccountOptions(investments);
  return (source: OptionSource): readonly InlineOption[] => {
    if (typeof source !== 'string') return source as readonly InlineOption[];
    if (source === 'countries') return countries;
    if (source === 'existingAccounts') return accounts;
    return staticLists?.[source] ?? [];
  };
};
