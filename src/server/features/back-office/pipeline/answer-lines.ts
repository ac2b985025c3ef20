// An investor's answers as the back office reads them (issue 'Pipeline': the detail page), labelled and in the
// flow's order; tax ids arrive masked (docs/spec.md §2) and stay so.
import type { AnswerLine } from '../../../../shared/api/admin-transaction';
import { findMethodOption } from '../../../../shared/config/method-options';
import { type AnswerAuthors, answerAuthorWords } from '../../../../shared/domain/answer-author';
import type { Address } from '../../../../shared/domain/entities';
import type { FlowValues } from '../../../../shared/domain/flow-values';
import {
  OWNER_PREFIXES,
  PERSON_ID_KINDS,
  type PersonPrefix,
  personTitle,
} from '../../../../shared/domain/identity-checks';
import {
  FOREIGN_TAX_ID_ABSENT_REASONS,
  W8BENE_FATCA_STATUSES,
  W8BENE_TRUST_STATUSES,
  W9_TAX_CLASSIFICATIONS,
} from '../../../../shared/domain/tax-forms';

/** The labels of one person of the beneficial-owners step: 'Owner 1: legal name', 'Control person: passport country'. */
const personLabels = (prefix: PersonPrefix): Record<string, string> => {
  const who = personTitle(prefix);
  return {
    [`${prefix}Name`]: `${who}: legal name`,
    ...(prefix === 'control' ? { controlTitle: `${who}: title or role` } : {}),
    [`${prefix}DateOfBirth`]: `${who}: date of birth`,
    [`${prefix}Address`]: `${who}: residence address`,
    [`${prefix}IdKind`]: `${who}: identity number`,
    [`${prefix}Ssn`]: `${who}: SSN`,
    [`${prefix}Passport`]: `${who}: passport number`,
    [`${prefix}PassportCountry`]: `${who}: passport country`,
    ...(prefix === 'control' ? {} : { [`${prefix}Percentage`]: `${who}: percentage owned` }),
  };
};

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
  // The tax form's own answers (TAX_FORM), when the fund collects tax forms.
  w9TaxClassification: 'Tax form: federal tax classification',
  w9OtherClassification: 'Tax form: other classification',
  w9ExemptPayeeCode: 'Tax form: exempt payee code',
  w9FatcaExemptionCode: 'Tax form: FATCA exemption code',
  w9SubjectToBackupWithholding: 'Tax form: subject to backup withholding',
  w8Country: 'Tax form: country of citizenship or organization',
  w8DateOfBirth: 'Tax form: date of birth',
  w8ForeignTaxIdAbsentReason: 'Tax form: why there is no foreign tax id',
  w8eTrustStatus: 'Tax form: chapter 3 status',
  w8eFatcaStatus: 'Tax form: chapter 4 status',
  w8eGiin: 'Tax form: GIIN',
  treatyClaim: 'Tax form: treaty benefits claimed',
  treatyCountry: 'Tax form: treaty country',
  treatyArticle: 'Tax form: treaty article',
  treatyRate: 'Tax form: treaty withholding rate (%)',
  treatyIncomeType: 'Tax form: treaty income type',
  treatyConditions: 'Tax form: treaty conditions',
  // The identity checks' answers (IDENTITY_DETAILS, BENEFICIAL_OWNERS), when the fund runs them.
  dateOfBirth: 'Date of birth',
  isPoliticallyExposed: 'Holds or held a prominent public function',
  sourceOfFunds: 'Source of funds',
  secondaryDateOfBirth: 'Joint subscriber date of birth',
  secondaryIsPoliticallyExposed: 'Joint subscriber holds or held a prominent public function',
  secondarySourceOfFunds: 'Joint subscriber source of funds',
  beneficialOwnerCount: 'People owning 25 % or more',
  ...Object.assign({}, ...OWNER_PREFIXES.map(personLabels)),
  ...personLabels('control'),
};

/** Yes/no answers that say something when the answer is no. */
const MEANINGFUL_NO: ReadonlySet<keyof FlowValues> = new Set([
  'isGlobalInvestor',
  'isPoliticallyExposed',
  'secondaryIsPoliticallyExposed',
]);

/** The tax form's choices in words. */
const CHOICE_WORDS: Partial<Record<keyof FlowValues, readonly { value: string; label: string }[]>> = {
  w9TaxClassification: W9_TAX_CLASSIFICATIONS,
  w8ForeignTaxIdAbsentReason: FOREIGN_TAX_ID_ABSENT_REASONS,
  w8eTrustStatus: W8BENE_TRUST_STATUSES,
  w8eFatcaStatus: W8BENE_FATCA_STATUSES,
  ...Object.fromEntries([...OWNER_PREFIXES, 'control'].map((prefix) => [`${prefix}IdKind`, PERSON_ID_KINDS])),
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
  const choice = CHOICE_WORDS[field]?.find((option) => option.value === value);
  if (choice) return choice.label;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isAddress(value)) return formatAddress(value);
  return String(value);
};

const isAnswered = (field: keyof FlowValues, value: unknown): boolean => {
  if (value === null || value === undefined || value === '') return field === 'accreditation' && value === '';
  if (typeof value === 'boolean') return value || MEANINGFUL_NO.has(field);
  if (isAddress(value)) return formatAddress(value).replace(/^[A-Z]{2}$/, '') !== '';
  return true;
};

/** One answer in words, as the detail page shows it; '' when it was not given. */
export const answerText = (values: FlowValues, field: keyof FlowValues): string =>
  isAnswered(field, values[field]) ? display(field, values[field]) : '';

/** The label of an answer, as the detail page shows it. */
export const answerLabel = (field: keyof FlowValues): string => LABELS[field] ?? field;

/** The answers given, each with who gave it when that was recorded (docs/design.md §7a). */
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
