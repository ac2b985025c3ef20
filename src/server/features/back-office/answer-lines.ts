// An investor's answers as the back office reads them (issue 'Pipeline': the detail page), labelled and in the
// flow's order; tax ids arrive masked (SPEC §2) and stay so.
import type { AnswerLine } from '../../../shared/api/admin-transaction';
import { findMethodOption } from '../../../shared/config/method-options';
import { type AnswerAuthors, answerAuthorWords } from '../../../shared/domain/answer-author';
import type { Address } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';

const LABELS: Partial<Record<keyof FlowValues, string>> = {
  isGlobalInvestor: 'Non-US investor',
  methodOfInvestment: 'Method of investment',
  accountNickname: 'Account nickname',
  ssn: 'SSN',
  ein: 'EIN',
  isEin: 'EIN chosen',
  intlTaxId: 'Foreign tax id',
  noTaxId: 'Has no foreign tax id',
  entityTrustName: 'Entity or trust name',
  disregardedEntity: 'Disregarded entity',
  disregardedEntitySsn: 'Owner SSN (disregarded entity)',
  iraCustodian: 'IRA custodian',
  iraCustodianName: 'IRA custodian name',
  iraCustodianEin: 'IRA custodian EIN',
  iraSecondaryEin: 'IRA EIN',
  iraAccountNumber: 'IRA account number',
  iraType: 'IRA type',
  needToOpenIra: 'Needs to open an IRA',
  noCustIraNumber: 'No custodian account number yet',
  iraCustodianAddress: 'IRA custodian address',
  legalFirstName: 'Legal first name',
  legalLastName: 'Legal last name',
  preferredFirstName: 'Preferred first name',
  mobilePhone: 'Mobile phone',
  residenceAddress: 'Residence address',
  investmentAddress: 'Investment address',
  isInvestmentAddressSameAsResidence: 'Investment address same as residence',
  secondaryLegalFirstName: 'Joint subscriber first name',
  secondaryLegalLastName: 'Joint subscriber last name',
  secondarySsn: 'Joint subscriber SSN',
  secondaryEmail: 'Joint subscriber e-mail',
  secondaryMobilePhone: 'Joint subscriber mobile phone',
  secondaryAddress: 'Joint subscriber address',
  isSecondaryAddressSameAsPrimary: 'Joint subscriber address same as primary',
  maritalStatus: 'Marital status',
  spouseLegalFirstName: 'Spouse first name',
  spouseLegalLastName: 'Spouse last name',
  spouseEmail: 'Spouse e-mail',
  agreedToPromotedInterest: 'Agreed to promoted interest',
  accreditation: 'Accreditation',
  qualifiedPurchaserDefinition: 'Qualified purchaser definition',
};

const ACCREDITATION_WORDS: Record<string, string> = {
  '': 'Not a qualified purchaser',
  '0': 'Accredited',
  '1': 'Not accredited',
  '2': 'Qualified client',
  '3': 'Qualified purchaser',
  '4': 'Undetermined',
};

const isAddress = (value: unknown): value is Address =>
  typeof value === 'object' && value !== null && 'address1' in value && 'country' in value;

export const formatAddress = (a: Address): string =>
  [a.address1, a.address2, a.city, [a.state || a.province, a.postalCode].filter(Boolean).join(' '), a.country]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

const display = (field: keyof FlowValues, value: unknown): string => {
  if (field === 'methodOfInvestment' && typeof value === 'string') {
    return findMethodOption(value as NonNullable<FlowValues['methodOfInvestment']>)?.label ?? value;
  }
  if (field === 'accreditation' && typeof value === 'string') return ACCREDITATION_WORDS[value] ?? value;
  if (field === 'maritalStatus') return value === 'married' ? 'Married' : 'Not married';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isAddress(value)) return formatAddress(value);
  return String(value);
};

const isAnswered = (field: keyof FlowValues, value: unknown): boolean => {
  if (value === null || value === undefined || value === '') return field === 'accreditation' && value === '';
  if (typeof value === 'boolean') return value || field === 'isGlobalInvestor';
  if (isAddress(value)) return formatAddress(value).replace(/^[A-Z]{2}$/, '') !== '';
  return true;
};

/** One answer in words, as the detail page shows it; '' when it was not given. */
export const answerText = (values: FlowValues, field: keyof FlowValues): string =>
  isAnswered(field, values[field]) ? display(field, values[field]) : '';

/** The label of an answer, as the detail page shows it. */
export const answerLabel = (field: keyof FlowValues): string => LABELS[field] ?? field;

/** The answers given, each with who gave it when that was recorded (DESIGN.md §7a). */
export const answerLines = (values: FlowValues, authors: AnswerAuthors = {}): AnswerLine[] =>
  (Object.keys(LABELS) as (keyof FlowValues)[])
    .filter((field) => isAnswered(field, values[field]))
    .map((field) => {
      const author = authors[field];
      return {
        field,
        label: LABELS[field] ?? field,
        value: display(field, values[field]),
        author: author ? answerAuthorWords(author) : null,
      };
    });
