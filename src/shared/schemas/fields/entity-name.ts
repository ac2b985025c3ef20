// docs/spec.md §5 entity name: non-blank; letters, digits and a broad set of punctuation; max 300 (docs/spec.md §9). Markup
// characters such as < > are not punctuation and stay out.
import { MAX_LENGTH } from '../../domain/constants';
import { requiredText } from './required';
import { maxLengthMessage } from './text';

export const ENTITY_NAME_MESSAGE = 'Please enter the legal entity name.';

export const ENTITY_NAME_PATTERN = /^[\p{L}\p{M}\p{N}\p{P} +]+$/u;

export const entityName = () =>
  requiredText(ENTITY_NAME_MESSAGE)
    .matches(ENTITY_NAME_PATTERN, ENTITY_NAME_MESSAGE)
    .max(MAX_LENGTH.entityName, maxLengthMessage(MAX_LENGTH.entityName));
