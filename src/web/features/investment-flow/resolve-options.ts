// Option lists of the step forms: the fixed ones from src/shared, countries from the server's UI config, and the
// investor's existing methods of investment.

import type { InlineOption, OptionSource } from '../../../shared/forms/form-types';
import { isStaticOptionList, STATIC_OPTION_LISTS } from '../../../shared/forms/option-lists';
import type { UiConfig, UserInvestmentsView } from '../../lib/api/api-types';
import { existingAccountOptions } from './existing-account-options';

type OptionData = {
  uiConfig: Pick<UiConfig, 'country'>;
  investments: Pick<UserInvestmentsView, 'accounts' | 'transactions'>;
};

export const resolveOptionsFor = ({ uiConfig, investments }: OptionData) => {
  const countries: InlineOption[] = uiConfig.country.map(({ value, name }) => ({ value, label: name }));
  const accounts = existingAccountOptions(investments);
  return (source: OptionSource): readonly InlineOption[] => {
    if (typeof source !== 'string') return source as readonly InlineOption[];
    if (source === 'countries') return countries;
    if (source === 'existingAccounts') return accounts;
    return isStaticOptionList(source) ? STATIC_OPTION_LISTS[source] : [];
  };
};
