// The named option lists of step forms that are fixed configuration. 'countries' (from the server's UI config) and
// 'existingAccounts' (from the investor's accounts) depend on the request and are resolved by the page.
import { CUSTODIANS } from '../config/custodians';
import { selectableIraTypes } from '../config/ira-types';
import { GLOBAL_METHOD_OPTIONS, US_METHOD_OPTIONS } from '../config/method-options';
import { qualifiedPurchaserOptions } from '../config/qualified-purchaser-definitions';
import { US_STATES } from '../config/us-states';
import type { InlineOption, OptionListName } from './form-types';

export type StaticOptionListName = Exclude<OptionListName, 'countries' | 'existingAccounts'>;

export const STATIC_OPTION_LISTS: Record<StaticOptionListName, readonly InlineOption[]> = {
  usStates: US_STATES.map(({ value, name }) => ({ value, label: name })),
  iraTypes: selectableIraTypes().map(({ value, name }) => ({ value, label: name })),
  usMethods: US_METHOD_OPTIONS.map(({ value, label }) => ({ value, label })),
  globalMethods: GLOBAL_METHOD_OPTIONS.map(({ value, label }) => ({ value, label })),
  custodians: CUSTODIANS.map(({ id, name }) => ({ value: id, label: name })),
  qualifiedPurchaserDefinitionsIndividual: qualifiedPurchaserOptions('individual').map(({ value, label, subtext }) => ({
    value,
    label,
    hint: subtext,
  })),
  qualifiedPurchaserDefinitionsEntity: qualifiedPurchaserOptions('entity').map(({ value, label, subtext }) => ({
    value,
    label,
    hint: subtext,
  })),
};

export const isStaticOptionList = (name: OptionListName): name is StaticOptionListName =>
  Object.hasOwn(STATIC_OPTION_LISTS, name);
