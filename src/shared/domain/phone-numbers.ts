// docs/spec.md §5 phone: a number is read as a number of its country, US by default. The page asks for the country beside
// the number and sends the number in international form (+CC …), so the number alone says its country: the step's
// schema, the server and everything that reads a stored number need no country field. A number stored without a
// country code (before the page asked for one) is read as a US number, the spec's default.
import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY } from './constants';

const countryOrDefault = (country: string): CountryCode =>
  isSupportedCountry(country) ? country : DEFAULT_PHONE_COUNTRY;

/**
 * The number typed beside a country, in international form: '07400 123456' beside GB is '+44 7400 123456'. A number
 * typed with its country code keeps it, whatever the country chosen. What cannot be read as a number stays what was
 * typed, behind the country's code, so that the schema refuses it rather than reading it as a US number.
 */
export const internationalPhoneNumber = (typed: string, country: string): string => {
  const text = typed.replace(/\s+/g, ' ').trim();
  if (text === '') return '';
  const code = countryOrDefault(country);
  const parsed = parsePhoneNumberFromString(text, code);
  if (parsed) return parsed.formatInternational();
  return text.startsWith('+') ? text : `+${getCountryCallingCode(code)} ${text}`;
};

export type PhoneNumberParts = { country: CountryCode; national: string };

/**
 * A stored number as the page shows it: its country and the number as written in that country ('+44 7400 123456'
 * is GB and '07400 123456'). A number that is not valid, or whose code names no single country (+800), stays as it
 * is beside the default country.
 */
export const phoneNumberParts = (stored: string): PhoneNumberParts => {
  const parsed = stored.trim() === '' ? undefined : parsePhoneNumberFromString(stored, DEFAULT_PHONE_COUNTRY);
  if (!parsed?.country || !parsed.isValid()) return { country: DEFAULT_PHONE_COUNTRY, national: stored };
  return { country: parsed.country, national: parsed.formatNational() };
};
