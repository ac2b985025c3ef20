// Syndication sign-up step 3, proof of identity (docs/spec.md §4 'Syndication program'): legal name, date of birth and
// residence. The browser form and POST /api/syndication/identity validate with this same schema; the government ID
// upload beside it is checked by its content on the server (docs/syndication.md 'Uploads').
import { type ObjectSchema, object } from 'yup';
import { isUsState } from '../config/us-states';
import { MAX_LENGTH } from '../domain/constants';
import { easternWallClock, toInstant } from '../domain/eastern-time';
import type { IsoDate } from '../domain/entities';
import { PRINTABLE_LATIN_PATTERN, US_POSTAL_CODE_PATTERN } from './fields/address';
import { PERSON_NAME_PATTERN } from './fields/person-name';
import { requiredText } from './fields/required';
import { maxLengthMessage, text } from './fields/text';

export const IDENTITY_MESSAGES = {
  legalName: 'Please enter your full legal name.',
  dateOfBirth: 'Please enter your date of birth.',
  dateOfBirthInvalid: 'Please enter a valid date of birth.',
  dateOfBirthFuture: 'Your date of birth must be in the past.',
  underAge: 'You must be at least 18 years old to join the syndication program.',
  country: 'Please select your country of residence.',
  state: 'Please select your state.',
  city: 'Please enter your city.',
  addressLine1: 'Please enter your street address.',
  latinOnly: 'Please write the address in Latin characters.',
  usPostalCode: 'Please enter a valid ZIP code (5 digits, or 5+4).',
  postalCode: 'Please enter a valid postal code.',
} as const;

export const MINIMUM_AGE_YEARS = 18;
/** Older than this is a typing mistake, not an investor. */
export const MAXIMUM_AGE_YEARS = 120;
export const LEGAL_NAME_MAX = 200;

export type SyndicationResidence = {
  country: string;
  state: string;
  city: string;
  addressLine1: string;
  postalCode: string;
};

export type SyndicationIdentityValues = {
  legalName: string;
  /** yyyy-mm-dd */
  dateOfBirth: string;
  residence: SyndicationResidence;
};

type CalendarDate = { year: number; month: number; day: number };

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written yyyy-mm-dd (2026-02-30 is not one); undefined otherwise. */
export const parseCalendarDate = (value: string): CalendarDate | undefined => {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const isReal = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return isReal ? { year, month, day } : undefined;
};

const compare = (a: CalendarDate, b: CalendarDate): number => a.year - b.year || a.month - b.month || a.day - b.day;

/** Whole years from `birth` to `today` (a 29 February birthday comes of age on 1 March in common years). */
export const ageOn = (birth: CalendarDate, today: CalendarDate): number => {
  const years = today.year - birth.year;
  return compare({ ...birth, year: today.year }, today) > 0 ? years - 1 : years;
};

/** Today's date in US Eastern time, the portal's calendar (docs/spec.md §4). */
const easternToday = (now: Date | IsoDate): CalendarDate => {
  const { year, month, day } = easternWallClock(toInstant(now));
  return { year, month, day };
};

const dateOfBirth = (now: Date | IsoDate) =>
  requiredText(IDENTITY_MESSAGES.dateOfBirth)
    .test('real', IDENTITY_MESSAGES.dateOfBirthInvalid, (value) => !value || parseCalendarDate(value) !== undefined)
    .test('past', IDENTITY_MESSAGES.dateOfBirthFuture, (value) => {
      const birth = parseCalendarDate(value ?? '');
      return birth === undefined || compare(birth, easternToday(now)) < 0;
    })
    .test('plausible', IDENTITY_MESSAGES.dateOfBirthInvalid, (value) => {
      const birth = parseCalendarDate(value ?? '');
      return birth === undefined || ageOn(birth, easternToday(now)) <= MAXIMUM_AGE_YEARS;
    })
    .test('adult', IDENTITY_MESSAGES.underAge, (value) => {
      const birth = parseCalendarDate(value ?? '');
      const today = easternToday(now);
      return birth === undefined || compare(birth, today) >= 0 || ageOn(birth, today) >= MINIMUM_AGE_YEARS;
    });

const isUs = (country: unknown): boolean => country === 'US';

const residence = (): ObjectSchema<SyndicationResidence> =>
  object({
    country: requiredText(IDENTITY_MESSAGES.country).matches(/^[A-Z]{2}$/, IDENTITY_MESSAGES.country),
    state: text().when('country', ([country], schema) =>
      isUs(country)
        ? schema.required(IDENTITY_MESSAGES.state).test('usState', IDENTITY_MESSAGES.state, (v) => isUsState(v ?? ''))
        : schema
            .matches(PRINTABLE_LATIN_PATTERN, IDENTITY_MESSAGES.latinOnly)
            .max(MAX_LENGTH.province, maxLengthMessage(MAX_LENGTH.province)),
    ),
    city: requiredText(IDENTITY_MESSAGES.city)
      .matches(PRINTABLE_LATIN_PATTERN, IDENTITY_MESSAGES.latinOnly)
      .max(MAX_LENGTH.city, maxLengthMessage(MAX_LENGTH.city)),
    addressLine1: requiredText(IDENTITY_MESSAGES.addressLine1)
      .matches(PRINTABLE_LATIN_PATTERN, IDENTITY_MESSAGES.latinOnly)
      .max(MAX_LENGTH.addressLine, maxLengthMessage(MAX_LENGTH.addressLine)),
    postalCode: text().when('country', ([country], schema) =>
      isUs(country)
        ? schema
            .required(IDENTITY_MESSAGES.usPostalCode)
            .matches(US_POSTAL_CODE_PATTERN, IDENTITY_MESSAGES.usPostalCode)
        : schema
            .matches(PRINTABLE_LATIN_PATTERN, IDENTITY_MESSAGES.postalCode)
            .max(MAX_LENGTH.postalCode, IDENTITY_MESSAGES.postalCode),
    ),
  })
    // A missing residence reads as an empty one, so each field speaks its own message.
    .transform((value: unknown) => value ?? {});

/**
 * The step's schema as of `now` (the age rule needs today's date; rules never read the clock). The browser passes
 * `new Date()`, the server its clock.
 */
export const syndicationIdentitySchema = (now: Date | IsoDate): ObjectSchema<SyndicationIdentityValues> =>
  object({
    legalName: requiredText(IDENTITY_MESSAGES.legalName)
      .matches(PERSON_NAME_PATTERN, IDENTITY_MESSAGES.legalName)
      .max(LEGAL_NAME_MAX, maxLengthMessage(LEGAL_NAME_MAX)),
    dateOfBirth: dateOfBirth(now),
    residence: residence(),
  });
