// docs/spec.md §5: an IRA type must be from the configured list; only the types offered on forms are accepted.
import { isSelectableIraType } from '../../config/ira-types';
import { text } from './text';

export const IRA_TYPE_MESSAGE = 'Please select the IRA type.';

/** Empty passes here; the steps decide when the type is required. */
export const iraType = () => text().test('iraType', IRA_TYPE_MESSAGE, (value) => !value || isSelectableIraType(value));
