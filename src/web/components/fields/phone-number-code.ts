// What the phone number field needs of libphonenumber-js and its metadata: the country choice with each country's
// calling code, formatting as you type, and the number in international form. A chunk of its own that only the steps
// asking for a phone download, with their form (features/investment-flow/phone-field-code.ts), on the server and in
// the browser alike: the field draws its country choice in its first render, the same on both.
import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
} from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY } from '../../../shared/domain/constants';
import { internationalPhoneNumber, phoneNumberParts } from '../../../shared/domain/phone-numbers';
import type { InlineOption } from '../../../shared/forms/form-types';

export type PhoneCountryOption = { value: CountryCode; label: string };

/**
 * Every country libphonenumber knows, with its calling code: 'United Kingdom (+44)'. The names and their order are
 * the page's country list (the server's, named by Intl.DisplayNames in English): the browser's own names may differ
 * from the server's even in English (another ICU version), and the server's HTML and the browser's first render
 * must be the same.
 */
const countryOptions = (countries: readonly InlineOption[]): PhoneCountryOption[] => {
  const known = new Set<string>(getCountries());
  const named = new Map<string, string>();
  for (const { value, label } of countries) if (typeof value === 'string') named.set(value, label);
  const listed = [...named.keys()].filter((code) => known.has(code));
  const unnamed = getCountries().filter((code) => !named.has(code));
  return [...listed, ...unnamed].map((code) => {
    const country = code as CountryCode;
    return { value: country, label: `${named.get(code) ?? code} (+${getCountryCallingCode(country)})` };
  });
};

/** The number as typed, formatted for the chosen country; deleting a separator is not undone by re-formatting. */
const formatAsTyped = (typed: string, country: string): string => {
  if (/[\s()-]$/.test(typed)) return typed;
  return new AsYouType(isSupportedCountry(country) ? country : DEFAULT_PHONE_COUNTRY).input(typed);
};

export const phoneNumberCode = { countryOptions, formatAsTyped, internationalPhoneNumber, phoneNumberParts };

export type PhoneNumberCode = typeof phoneNumberCode;
