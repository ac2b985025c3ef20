// TAX_FORM: the tax form's own answers (src/shared/domain/tax-forms.ts). Which questions apply depends on what the
// wizard already knows, read from the validation context (the whole form data: the step never owns the method of
// investment or the 'no tax id' box): a W-9 asks entities their classification and codes, and everybody the
// backup-withholding box; a W-8BEN asks citizenship and birth date; a W-8BEN-E a trust's country and statuses; both W-8
// forms the reason for a missing foreign tax id (only when the wizard's box says there is none) and a treaty claim.
// What a form does not ask is stored empty, so no stale answer reaches the form.
import { type AnySchema, object } from 'yup';
import type { MethodOfInvestment } from '../domain/codes';
import {
  FOREIGN_TAX_ID_ABSENT_REASONS,
  type TaxFormKind,
  taxFormKindFor,
  W8BENE_FATCA_STATUSES,
  W8BENE_TRUST_STATUSES,
  W9_EXEMPT_PAYEE_CODES,
  W9_FATCA_EXEMPTION_CODES,
  W9_TAX_CLASSIFICATIONS,
} from '../domain/tax-forms';
import { BIRTH_DATE_RANGE_MESSAGE, birthDate } from './fields/birth-date';
import { checkbox } from './fields/checkbox';
import { requiredText } from './fields/required';
import { maxLengthMessage, text } from './fields/text';

export const TAX_FORM_MESSAGES = {
  w9TaxClassification: 'Please choose the entity’s federal tax classification.',
  w9OtherClassification: 'Please describe the entity’s tax classification.',
  w9ExemptPayeeCode: 'Please choose an exempt payee code from the list, or leave it unchosen.',
  w9FatcaExemptionCode: 'Please choose a FATCA exemption code from the list, or leave it unchosen.',
  citizenship: 'Please choose your country of citizenship.',
  organization: 'Please choose the country where the trust was created.',
  notUsCountry: 'Please choose a country other than the United States: US persons give a Form W-9.',
  dateOfBirth: 'Please enter your date of birth as YYYY-MM-DD, e.g. 1980-04-23.',
  dateOfBirthRange: BIRTH_DATE_RANGE_MESSAGE,
  absentReason: 'Please tell us why there is no foreign tax ID.',
  trustStatus: 'Please choose the trust’s chapter 3 status.',
  fatcaStatus: 'Please choose the trust’s chapter 4 (FATCA) status.',
  giin: 'Please enter the GIIN as on the IRS FFI list, e.g. 98Q96B.00000.LE.250, or leave it empty.',
  treatyCountry: 'Please choose the treaty country.',
  treatyArticle: 'Please enter the treaty article and paragraph, e.g. Article 10(2)(b).',
  treatyRate: 'Please enter the withholding rate you claim, a percentage from 0 to 30.',
  treatyIncomeType: 'Please enter the type of income, e.g. dividends.',
} as const;

export const TAX_FORM_LIMITS = { otherClassification: 100, article: 50, incomeType: 100, conditions: 300 } as const;

const COUNTRY_CODE = /^[A-Z]{2}$/;
const GIIN = /^[A-Z0-9]{6}\.[A-Z0-9]{5}\.[A-Z]{2}\.[0-9]{3}$/;
const RATE = /^(\d{1,2})(\.\d{1,2})?$/;

/** What the wizard already knows: the validation context is the whole form data. */
type Known = { method: MethodOfInvestment | null; kind: TaxFormKind | null; noTaxId: boolean };
type Asked = (known: Known) => boolean;

const knownFrom = (method: unknown, noTaxId: unknown): Known => {
  const known = typeof method === 'string' ? (method as MethodOfInvestment) : null;
  return { method: known, kind: taxFormKindFor(known), noTaxId: noTaxId === true };
};

const isW8 = (kind: TaxFormKind | null): boolean => kind === 'W-8BEN' || kind === 'W-8BEN-E';
const isEntityW9: Asked = ({ method }) => method === 'entity';
const isW9: Asked = ({ kind }) => kind === 'W-9';
const isW8ben: Asked = ({ kind }) => kind === 'W-8BEN';
const isW8bene: Asked = ({ kind }) => kind === 'W-8BEN-E';
const isW8Form: Asked = ({ kind }) => isW8(kind);
const hasNoForeignTaxId: Asked = ({ kind, noTaxId }) => isW8(kind) && noTaxId;

const KNOWN = ['$methodOfInvestment', '$noTaxId'];

/** A text answer with its rule where the form asks it; elsewhere stored empty. */
const textAsked = (asked: Asked, rule: AnySchema) =>
  text().when(KNOWN, ([method, noTaxId]: unknown[]) =>
    asked(knownFrom(method, noTaxId)) ? rule : text().transform(() => ''),
  );

/** A box where the form asks it; elsewhere stored unchecked. */
const boxAsked = (asked: Asked) =>
  checkbox().when(KNOWN, ([method, noTaxId]: unknown[]) =>
    asked(knownFrom(method, noTaxId)) ? checkbox() : checkbox().transform(() => false),
  );

const oneOfValues = (message: string, values: readonly string[]) => requiredText(message).oneOf([...values], message);

/** An optional choice: empty, or one of the values. */
const optionalOneOf = (message: string, values: readonly string[]) =>
  text().test('one-of', message, (value) => !value || values.includes(value));

const countryCode = (message: string) =>
  requiredText(message)
    .transform((value: string) => value.toUpperCase())
    .matches(COUNTRY_CODE, message)
    .notOneOf(['US'], TAX_FORM_MESSAGES.notUsCountry);

/**
 * A treaty answer: asked on both W-8 forms, required while the claim box is checked, stored empty otherwise. The claim
 * is named among the keys (not in a nested condition) so that yup reads it before the answer.
 */
const treatyAnswer = (rule: AnySchema) =>
  text().when([...KNOWN, 'treatyClaim'], ([method, noTaxId, claim]: unknown[]) =>
    isW8Form(knownFrom(method, noTaxId)) && claim === true ? rule : text().transform(() => ''),
  );

export const taxFormSchema = object({
  w9TaxClassification: textAsked(
    isEntityW9,
    oneOfValues(
      TAX_FORM_MESSAGES.w9TaxClassification,
      W9_TAX_CLASSIFICATIONS.map((c) => c.value),
    ),
  ),
  // The classification is named among the keys (not in a nested condition) so that yup reads it first.
  w9OtherClassification: text().when(
    [...KNOWN, 'w9TaxClassification'],
    ([method, noTaxId, classification]: unknown[]) =>
      isEntityW9(knownFrom(method, noTaxId)) && classification === 'other'
        ? requiredText(TAX_FORM_MESSAGES.w9OtherClassification).max(
            TAX_FORM_LIMITS.otherClassification,
            maxLengthMessage(TAX_FORM_LIMITS.otherClassification),
          )
        : text().transform(() => ''),
  ),
  w9ExemptPayeeCode: textAsked(isEntityW9, optionalOneOf(TAX_FORM_MESSAGES.w9ExemptPayeeCode, W9_EXEMPT_PAYEE_CODES)),
  w9FatcaExemptionCode: textAsked(
    isEntityW9,
    optionalOneOf(TAX_FORM_MESSAGES.w9FatcaExemptionCode, W9_FATCA_EXEMPTION_CODES),
  ),
  w9SubjectToBackupWithholding: boxAsked(isW9),
  w8Country: text().when(KNOWN, ([method, noTaxId]: unknown[]) => {
    const { kind } = knownFrom(method, noTaxId);
    if (kind === 'W-8BEN') return countryCode(TAX_FORM_MESSAGES.citizenship);
    if (kind === 'W-8BEN-E') return countryCode(TAX_FORM_MESSAGES.organization);
    return text().transform(() => '');
  }),
  w8DateOfBirth: textAsked(isW8ben, birthDate(TAX_FORM_MESSAGES.dateOfBirth)),
  w8ForeignTaxIdAbsentReason: textAsked(
    hasNoForeignTaxId,
    oneOfValues(
      TAX_FORM_MESSAGES.absentReason,
      FOREIGN_TAX_ID_ABSENT_REASONS.map((r) => r.value),
    ),
  ),
  w8eTrustStatus: textAsked(
    isW8bene,
    oneOfValues(
      TAX_FORM_MESSAGES.trustStatus,
      W8BENE_TRUST_STATUSES.map((s) => s.value),
    ),
  ),
  w8eFatcaStatus: textAsked(
    isW8bene,
    oneOfValues(
      TAX_FORM_MESSAGES.fatcaStatus,
      W8BENE_FATCA_STATUSES.map((s) => s.value),
    ),
  ),
  w8eGiin: textAsked(
    isW8bene,
    text()
      .transform((value: string) => value.toUpperCase())
      .test('giin', TAX_FORM_MESSAGES.giin, (value) => !value || GIIN.test(value)),
  ),
  treatyClaim: boxAsked(isW8Form),
  treatyCountry: treatyAnswer(countryCode(TAX_FORM_MESSAGES.treatyCountry)),
  treatyArticle: treatyAnswer(
    requiredText(TAX_FORM_MESSAGES.treatyArticle).max(
      TAX_FORM_LIMITS.article,
      maxLengthMessage(TAX_FORM_LIMITS.article),
    ),
  ),
  treatyRate: treatyAnswer(
    requiredText(TAX_FORM_MESSAGES.treatyRate)
      .transform((value: string) => value.replace(/\s*%$/, ''))
      .test('rate', TAX_FORM_MESSAGES.treatyRate, (value) => !value || (RATE.test(value) && Number(value) <= 30)),
  ),
  treatyIncomeType: treatyAnswer(
    requiredText(TAX_FORM_MESSAGES.treatyIncomeType).max(
      TAX_FORM_LIMITS.incomeType,
      maxLengthMessage(TAX_FORM_LIMITS.incomeType),
    ),
  ),
  treatyConditions: treatyAnswer(text().max(TAX_FORM_LIMITS.conditions, maxLengthMessage(TAX_FORM_LIMITS.conditions))),
});
