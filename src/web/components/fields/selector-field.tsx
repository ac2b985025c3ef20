// selector (docs/spec.md §2): a choice among larger items (existing methods of investment), drawn as selectable cards.
import type { ChoiceField } from '../../../shared/forms/form-types';
import { RadioButtonField } from './radio-button-field';

export const SelectorField = ({ field }: { field: ChoiceField }) => <RadioButtonField field={field} isCards />;
