// The fixed option lists of the step forms (US states, custodians, IRA types, methods, qualified-purchaser
// definitions) in a chunk of their own, loaded with the forms that name one: most steps offer none of them.
import type { FieldDescriptor, StepForm } from '../../../shared/forms/form-types';
import type { STATIC_OPTION_LISTS } from '../../../shared/forms/option-lists';
import { loadedOnce } from './loaded-once';

export type StaticOptionLists = typeof STATIC_OPTION_LISTS;

/** Lists the page resolves itself from its data, not from the fixed configuration. */
const PAGE_LISTS: readonly string[] = ['countries', 'existingAccounts'];

const namesStaticList = (fields: readonly FieldDescriptor[]): boolean =>
  fields.some((field) => {
    if (field.kind === 'hidable') return namesStaticList(field.fields);
    return 'options' in field && typeof field.options === 'string' && !PAGE_LISTS.includes(field.options);
  });

/** Whether the form offers one of the fixed lists. */
export const needsStaticOptionLists = (form: StepForm): boolean => namesStaticList(form.fields);

const lists = loadedOnce((_: 'lists') =>
  import('../../../shared/forms/option-lists').then((m) => m.STATIC_OPTION_LISTS),
);

export const loadStaticOptionLists = (): Promise<StaticOptionLists> => lists.load('lists');

export const loadedStaticOptionLists = (): StaticOptionLists | undefined => lists.loaded('lists');
