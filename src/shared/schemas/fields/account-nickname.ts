// docs/spec.md §5 account nickname: empty, or letters, digits and punctuation; max 80 (docs/spec.md §9).
import { MAX_LENGTH } from '../../domain/constants';
import { maxLengthMessage, text } from './text';

export const ACCOUNT_NICKNAME_MESSAGE = 'Please use only letters, numbers and punctuation in the nickname.';

export const ACCOUNT_NICKNAME_PATTERN = /^[\p{L}\p{M}\p{N}\p{P} ]+$/u;

export const accountNickname = () =>
  text()
    .matches(ACCOUNT_NICKNAME_PATTERN, { message: ACCOUNT_NICKNAME_MESSAGE, excludeEmptyString: true })
    .max(MAX_LENGTH.accountNickname, maxLengthMessage(MAX_LENGTH.accountNickname));
