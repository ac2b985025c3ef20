// docs/spec.md §5 address rules: lines in printable Latin characters (max 100), city (max 50), a US state from the list or a
// free-text province elsewhere (max 30, docs/spec.md §2), postal code (max 10) that must be 5 digits or 5+4 and is required
// only in the US. The postal-code message names which address is wrong.
import { type ObjectSchema, object } from 'yup';
import { isUsState } from '../../config/us-states';
import { MAX_LENGTH } from '../../domain/constants';
import type { Address } from '../../domain/entities';
import { requiredText } from './required';
import { maxLengthMessage, text } from './text';

export const POSTAL_CODE_MESSAGES = {
  residence: 'Please enter a valid postal code for your primary residence.',
  investment: 'Please enter a valid postal code for your investment address.',
  custodian: 'Please enter a valid postal code for your custodian address.',
  secondary: "Please enter a valid postal code for the secondary subscriber's residence.",
} as const;

export const ADDRESS_MESSAGES = {
  address1: 'Please enter the street address.',
  latinOnly: 'Please write the address in Latin characters.',
  city: 'Please enter the city.',
  state: 'Please select the state.',
  country: 'Please select the country.',
  usOnly: 'Please enter an address in the United States.',
} as const;

/** Basic Latin and the Latin-1, Extended-A and Extended-B blocks, without control characters. */
export const PRINTABLE_LATIN_PATTERN = /^[\u0020-\u007E\u00A0-\u024F]*$/;
export const US_POSTAL_CODE_PATTERN = /^\d{5}(-\d{4})?$/;

const isUs = (country: unknown): boolean => country === 'US';

type TextSchema = ReturnType<typeof text>;

/**
 * A field's rules in the US and elsewhere, each built once. yup calls a `when` branch on every validation with a fresh
 * copy of the same field schema; building the branch's schema anew each time (a copy per rule) was most of the cost of
 * validating an address on the server (docs/performance.md). Schemas never change once built, so one serves all.
 */
const byCountry = (branches: { us: (schema: TextSchema) => TextSchema; other: (schema: TextSchema) => TextSchema }) => {
  let us: TextSchema | undefined;
  let other: TextSchema | undefined;
  return ([country]: unknown[], schema: TextSchema): TextSchema => {
    if (isUs(country)) {
      us ??= branches.us(schema);
      return us;
    }
    other ??= branches.other(schema);
    return other;
  };
};
const isUsStateValue = (value: string | undefined): boolean => isUsState(value ?? '');

const addressLine = () =>
  text()
    .matches(PRINTABLE_LATIN_PATTERN, ADDRESS_MESSAGES.latinOnly)
    .max(MAX_LENGTH.addressLine, maxLengthMessage(MAX_LENGTH.addressLine));

/** A missing (null) address reads as an empty one, so each field speaks its own message. */
const withEmptyForNull = (schema: ObjectSchema<Address>): ObjectSchema<Address> =>
  schema.transform((value: unknown) => value ?? {});

export type AddressRules = {
  postalCodeMessage: string;
  /** RESIDENCE_ADDRESS: a US investor's primary residence must be in the US. */
  isUsOnly?: boolean;
};

export const address = ({ postalCodeMessage, isUsOnly = false }: AddressRules): ObjectSchema<Address> => {
  const countryField = requiredText(ADDRESS_MESSAGES.country);
  return withEmptyForNull(
    object({
      address1: addressLine().required(ADDRESS_MESSAGES.address1),
      address2: addressLine(),
      city: requiredText(ADDRESS_MESSAGES.city).max(MAX_LENGTH.city, maxLengthMessage(MAX_LENGTH.city)),
      state: text().when(
        'country',
        byCountry({
          us: (schema) =>
            schema.required(ADDRESS_MESSAGES.state).test('usState', ADDRESS_MESSAGES.state, isUsStateValue),
          other: (schema) => schema,
        }),
      ),
      province: text().when(
        'country',
        byCountry({
          us: (schema) => schema,
          other: (schema) => schema.max(MAX_LENGTH.province, maxLengthMessage(MAX_LENGTH.province)),
        }),
      ),
      postalCode: text().when(
        'country',
        byCountry({
          us: (schema) => schema.required(postalCodeMessage).matches(US_POSTAL_CODE_PATTERN, postalCodeMessage),
          other: (schema) => schema.max(MAX_LENGTH.postalCode, postalCodeMessage),
        }),
      ),
      country: isUsOnly ? countryField.oneOf(['US'], ADDRESS_MESSAGES.usOnly) : countryField,
    }),
  );
};

/** An address copied from another one (a 'same as' box is checked): normalised, not validated. */
export const copiedAddress = (): ObjectSchema<Address> =>
  withEmptyForNull(
    object({
      address1: text(),
      address2: text(),
      city: text(),
      state: text(),
      province: text(),
      postalCode: text(),
      country: text(),
    }),
  );

/** An address that is validated only while its 'same as' box (a sibling field) is unchecked. */
export const unlessSameAs = (flag: string, rules: AddressRules): ObjectSchema<Address> => {
  // Built once, not on each validation with the box checked (byCountry).
  const copied = copiedAddress();
  return address(rules).when(flag, ([isSame], schema) => (isSame === true ? copied : schema));
};
