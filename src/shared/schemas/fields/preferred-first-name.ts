// docs/spec.md §5 preferred first name: optional, max 50 (docs/spec.md §9).
import { MAX_LENGTH } from '../../domain/constants';
import { maxLengthMessage, text } from './text';

export const preferredFirstName = () =>
  text().max(MAX_LENGTH.preferredName, maxLengthMessage(MAX_LENGTH.preferredName));
