// Option values are strings, booleans or null (form-types OptionValue); HTML controls carry strings. Each option is
// addressed by its position, so 'No' ('') and unanswered (null) stay different answers (docs/spec.md §5 accreditation).
import type { InlineOption, OptionValue } from '../../../shared/forms/form-types';

export const optionKey = (index: number): string => String(index);

export const indexOfValue = (options: readonly InlineOption[], value: unknown): number =>
  options.findIndex((option) => Object.is(option.value, value));

export const valueAtKey = (options: readonly InlineOption[], key: string): OptionValue | undefined =>
  options[Number(key)]?.value;
