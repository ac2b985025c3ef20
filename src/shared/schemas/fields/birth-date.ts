// A date of birth written YYYY-MM-DD: a real calendar date, from 1900 to today. The tax form's W-8BEN and the identity
// checks ask it with these rules.
import { parseCalendarDate } from '../syndication-identity.schema';
import { requiredText } from './required';

export const BIRTH_DATE_RANGE_MESSAGE = 'Please enter a date of birth between 1900 and today.';

const EARLIEST_BIRTH_YEAR = 1900;

const isBirthDateInRange = (value: string | undefined): boolean => {
  const date = value ? parseCalendarDate(value) : undefined;
  if (!date || value === undefined) return true;
  const today = new Date().toISOString().slice(0, 10);
  return date.year >= EARLIEST_BIRTH_YEAR && value <= today;
};

/** A required birth date; `message` speaks for a missing or malformed one. */
export const birthDate = (message: string) =>
  requiredText(message)
    .test('real', message, (value) => !value || parseCalendarDate(value) !== undefined)
    .test('range', BIRTH_DATE_RANGE_MESSAGE, isBirthDateInRange);
