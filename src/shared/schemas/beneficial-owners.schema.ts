// BENEFICIAL_OWNERS (src/shared/domain/identity-checks.ts): how many people own 25 % or more, each of them (legal name,
// date of birth, residence, an SSN or a passport with its country, the share owned) and one control person. Owners
// beyond the count are stored empty; the shares together come to at most 100 %. SSNs and passport numbers are secrets
// like the investor's tax ids: the page holds them masked, and posting the masked text back keeps the stored value.
import { type AnyObjectSchema, type AnySchema, object } from 'yup';
import { emptyAddress } from '../domain/empty-address';
import {
  BENEFICIAL_OWNERSHIP_THRESHOLD_PERCENT,
  OWNER_PREFIXES,
  type OwnerPrefix,
  ownersAsked,
  PERSON_ID_KINDS,
  type PersonPrefix,
  personTitle,
} from '../domain/identity-checks';
import { address, copiedAddress } from './fields/address';
import { birthDate } from './fields/birth-date';
import { PERSON_NAME_PATTERN } from './fields/person-name';
import { requiredText } from './fields/required';
import { ssn } from './fields/tax-id';
import { maxLengthMessage, text } from './fields/text';

const who = (prefix: PersonPrefix): string => personTitle(prefix).toLowerCase();

export const BENEFICIAL_OWNERS_MESSAGES = {
  count: `Please tell us how many people own ${BENEFICIAL_OWNERSHIP_THRESHOLD_PERCENT} % or more.`,
  name: (prefix: PersonPrefix) => `Please enter the legal name of the ${who(prefix)}.`,
  dateOfBirth: (prefix: PersonPrefix) => `Please enter the date of birth of the ${who(prefix)} as YYYY-MM-DD.`,
  postalCode: (prefix: PersonPrefix) => `Please enter a valid postal code for the residence of the ${who(prefix)}.`,
  idKind: (prefix: PersonPrefix) => `Please choose the identity number of the ${who(prefix)}.`,
  passport: (prefix: PersonPrefix) =>
    `Please enter the passport number of the ${who(prefix)}: 5 to 20 letters and digits.`,
  passportCountry: (prefix: PersonPrefix) =>
    `Please choose the country that issued the passport of the ${who(prefix)}.`,
  percentage: (prefix: PersonPrefix) =>
    `Please enter the share the ${who(prefix)} owns, from ${BENEFICIAL_OWNERSHIP_THRESHOLD_PERCENT} to 100.`,
  total: 'The owners’ shares come to more than 100 %. Please check them.',
  controlTitle: 'Please enter the control person’s title or role.',
} as const;

const COUNT_VALUES = ['0', '1', '2', '3', '4'] as const;
const PASSPORT = /^[A-Z0-9]{5,20}$/;
/** A passport number as the page holds it: masked, its last characters shown. */
const MASKED_PASSPORT = /^•+[A-Z0-9]{1,4}$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;
const NAME_MAX = 200;
const TITLE_MAX = 100;

/** The share as a number, or NaN for text that is not one ('40', '40 %', '12.5'). */
export const shareOf = (value: unknown): number => {
  const cleaned = typeof value === 'string' ? value.replace(/\s*%$/, '').trim() : '';
  return PERCENT.test(cleaned) ? Number(cleaned) : Number.NaN;
};

const emptied = () => text().transform(() => '');
const emptiedAddress = () => copiedAddress().transform(() => emptyAddress());

/** `rule` while `isAsked` holds for the sibling values named in `keys`; otherwise stored empty. */
const askedWhen = (keys: string[], isAsked: (values: unknown[]) => boolean, rule: AnySchema, empty: AnySchema) =>
  (empty.clone() as AnySchema).when(keys, (values: unknown[]) => (isAsked(values) ? rule : empty));

const personRules = (prefix: PersonPrefix, isAsked: (count: unknown) => boolean): Record<string, AnySchema> => {
  const idKind = `${prefix}IdKind`;
  const withKind = (kind: string) => (values: unknown[]) => isAsked(values[0]) && values[1] === kind;
  const asked = (values: unknown[]) => isAsked(values[0]);
  return {
    [`${prefix}Name`]: askedWhen(
      ['beneficialOwnerCount'],
      asked,
      requiredText(BENEFICIAL_OWNERS_MESSAGES.name(prefix))
        .matches(PERSON_NAME_PATTERN, BENEFICIAL_OWNERS_MESSAGES.name(prefix))
        .max(NAME_MAX, maxLengthMessage(NAME_MAX)),
      emptied(),
    ),
    [`${prefix}DateOfBirth`]: askedWhen(
      ['beneficialOwnerCount'],
      asked,
      birthDate(BENEFICIAL_OWNERS_MESSAGES.dateOfBirth(prefix)),
      emptied(),
    ),
    [`${prefix}Address`]: askedWhen(
      ['beneficialOwnerCount'],
      asked,
      address({ postalCodeMessage: BENEFICIAL_OWNERS_MESSAGES.postalCode(prefix) }),
      emptiedAddress(),
    ),
    [idKind]: askedWhen(
      ['beneficialOwnerCount'],
      asked,
      requiredText(BENEFICIAL_OWNERS_MESSAGES.idKind(prefix)).oneOf(
        PERSON_ID_KINDS.map((kind) => kind.value),
        BENEFICIAL_OWNERS_MESSAGES.idKind(prefix),
      ),
      emptied(),
    ),
    [`${prefix}Ssn`]: askedWhen(['beneficialOwnerCount', idKind], withKind('ssn'), ssn(), emptied()),
    [`${prefix}Passport`]: askedWhen(
      ['beneficialOwnerCount', idKind],
      withKind('passport'),
      requiredText(BENEFICIAL_OWNERS_MESSAGES.passport(prefix))
        .transform((value: string) => value.replace(/\s+/g, '').toUpperCase())
        .test(
          'passport',
          BENEFICIAL_OWNERS_MESSAGES.passport(prefix),
          (value) => PASSPORT.test(value ?? '') || MASKED_PASSPORT.test(value ?? ''),
        ),
      emptied(),
    ),
    [`${prefix}PassportCountry`]: askedWhen(
      ['beneficialOwnerCount', idKind],
      withKind('passport'),
      requiredText(BENEFICIAL_OWNERS_MESSAGES.passportCountry(prefix))
        .transform((value: string) => value.toUpperCase())
        .matches(COUNTRY_CODE, BENEFICIAL_OWNERS_MESSAGES.passportCountry(prefix)),
      emptied(),
    ),
  };
};

const ownerRules = (prefix: OwnerPrefix): Record<string, AnySchema> => {
  const isAsked = (count: unknown) => ownersAsked(count).includes(prefix);
  return {
    ...personRules(prefix, isAsked),
    [`${prefix}Percentage`]: askedWhen(
      ['beneficialOwnerCount'],
      (values) => isAsked(values[0]),
      requiredText(BENEFICIAL_OWNERS_MESSAGES.percentage(prefix))
        .transform((value: string) => value.replace(/\s*%$/, ''))
        .test('share', BENEFICIAL_OWNERS_MESSAGES.percentage(prefix), (value) => {
          const share = shareOf(value);
          return share >= BENEFICIAL_OWNERSHIP_THRESHOLD_PERCENT && share <= 100;
        }),
      emptied(),
    ),
  };
};

export const beneficialOwnersSchema: AnyObjectSchema = object({
  beneficialOwnerCount: requiredText(BENEFICIAL_OWNERS_MESSAGES.count).oneOf(
    [...COUNT_VALUES],
    BENEFICIAL_OWNERS_MESSAGES.count,
  ),
  ...Object.assign({}, ...OWNER_PREFIXES.map(ownerRules)),
  ...personRules('control', () => true),
  controlTitle: requiredText(BENEFICIAL_OWNERS_MESSAGES.controlTitle).max(TITLE_MAX, maxLengthMessage(TITLE_MAX)),
}).test('shares', BENEFICIAL_OWNERS_MESSAGES.total, function sharesAtMostWhole(values) {
  const owners = ownersAsked(values?.beneficialOwnerCount);
  const total = owners.reduce((sum, prefix) => sum + (shareOf(values?.[`${prefix}Percentage`]) || 0), 0);
  const last = owners.at(-1);
  if (!last || total <= 100) return true;
  return this.createError({ path: `${last}Percentage`, message: BENEFICIAL_OWNERS_MESSAGES.total });
});
