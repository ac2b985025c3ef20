// docs/spec.md §5 phone: must parse as a valid number for its country (default US); US numbers on the toll-free prefixes of
// docs/spec.md §9 are rejected. Toll-free codes are shared by the whole +1 plan, so the check reads the calling code.
// The page sends a number in international form, built from the country chosen beside it
// (domain/phone-numbers.ts), so the code it carries names its country; a number without one is read as a US number.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY, TOLL_FREE_PREFIXES } from '../../domain/constants';
import { requiredText } from './required';

export const PHONE_MESSAGE = 'Please enter a valid phone number.';

/** docs/spec.md §9 toll-free prefixes, read on the national number of a +1 number. */
export const hasTollFreePrefix = (nationalNumber: string): boolean =>
  TOLL_FREE_PREFIXES.some((prefix) => nationalNumber.startsWith(prefix));

export const isAcceptedPhone = (value: string | undefined): boolean => {
  const phone = parsePhoneNumberFromString(value ?? '', DEFAULT_PHONE_COUNTRY);
  if (!phone?.isValid()) return false;
  if (phone.countryCallingCode !== '1') return true;
  return !hasTollFreePrefix(phone.nationalNumber);
};

export const phone = () => requiredText(PHONE_MESSAGE).test('phone', PHONE_MESSAGE, isAcceptedPhone);
