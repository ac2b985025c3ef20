// SPEC §5 phone: must parse as a valid number for its country (default US); US numbers on the toll-free prefixes of
// SPEC §9 are rejected. Toll-free codes are shared by the whole +1 plan, so the check reads the calling code.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { TOLL_FREE_PREFIXES } from '../../domain/constants';
import { requiredText } from './required';

export const PHONE_MESSAGE = 'Please enter a valid phone number.';

/** SPEC §9 toll-free prefixes, read on the national number of a +1 number. */
export const hasTollFreePrefix = (nationalNumber: string): boolean =>
  TOLL_FREE_PREFIXES.some((prefix) => nationalNumber.startsWith(prefix));

export const isAcceptedPhone = (value: string | undefined): boolean => {
  const phone = parsePhoneNumberFromString(value ?? '', 'US');
  if (!phone?.isValid()) return false;
  if (phone.countryCallingCode !== '1') return true;
  return !hasTollFreePrefix(phone.nationalNumber);
};

export const phone = () => requiredText(PHONE_MESSAGE).test('phone', PHONE_MESSAGE, isAcceptedPhone);
