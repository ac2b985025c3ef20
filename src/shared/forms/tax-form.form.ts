// TAX_FORM (docs/flow.md 'The tax-form step'): only when the fund collects tax forms. Above the questions, what the form
// is filled from (the account overview: name, masked tax id, addresses, method); then, by the method of investment,
// only what the wizard has not asked: a substitute W-9 (US persons), W-8BEN (global direct) or the W-8BEN-E parts a
// trust needs; last, the certification the form carries. An IRA never reaches this step (its custodian is the owner).
import {
  FOREIGN_TAX_ID_ABSENT_REASONS,
  TAX_FORM_CERTIFICATIONS,
  type TaxFormKind,
  W8BENE_FATCA_STATUSES,
  W8BENE_TRUST_STATUSES,
  W9_EXEMPT_PAYEE_CODES,
  W9_FATCA_EXEMPTION_CODES,
  W9_TAX_CLASSIFICATIONS,
} from '../domain/tax-forms';
import type { ContentField, FieldDescriptor, InlineOption, StepForm } from './form-types';

const codes = (values: readonly string[]): InlineOption[] => values.map((value) => ({ label: value, value }));

const NUMBERED = /^\d+\.\s*/;
const BULLET = /^•\s*/;

/**
 * The certification as the form prints it: its opening sentence, its items (numbered on the W-9, whose instructions
 * refer to item 2), then its closing paragraphs.
 */
const certification = (kind: TaxFormKind): ContentField[] => {
  const [opening = '', ...lines] = TAX_FORM_CERTIFICATIONS[kind].split('\n');
  const isItem = (line: string) => NUMBERED.test(line) || BULLET.test(line);
  const items = lines.filter(isItem);
  return [
    {
      kind: 'richtext',
      title: `Certification (Form ${kind})`,
      text: opening,
      items: items.map((item) => item.replace(NUMBERED, '').replace(BULLET, '')),
      isOrdered: items.some((item) => NUMBERED.test(item)),
    },
    ...lines.filter((line) => !isItem(line)).map((text): ContentField => ({ kind: 'richtext', text })),
  ];
};

const noForeignTaxId: FieldDescriptor = {
  kind: 'hidable',
  showWhen: { name: 'noTaxId', equals: true },
  fields: [
    {
      kind: 'radioButton',
      name: 'w8ForeignTaxIdAbsentReason',
      label: 'Why is there no foreign tax ID?',
      hint: 'You told us there is none; the form needs the reason.',
      options: FOREIGN_TAX_ID_ABSENT_REASONS,
    },
  ],
};

const treatyClaim: FieldDescriptor[] = [
  {
    kind: 'checkbox',
    name: 'treatyClaim',
    label: 'Claim a reduced rate of withholding under a tax treaty',
    hint: 'Optional. Only if the treaty between your country of residence and the United States applies.',
  },
  {
    kind: 'hidable',
    showWhen: { name: 'treatyClaim', equals: true },
    fields: [
      { kind: 'dropDownInput', name: 'treatyCountry', label: 'Treaty country', options: 'countries' },
      {
        kind: 'textInput',
        name: 'treatyArticle',
        label: 'Article and paragraph',
        hint: 'For example, Article 10(2)(b).',
      },
      { kind: 'textInput', name: 'treatyRate', label: 'Rate of withholding claimed (%)', hint: 'From 0 to 30.' },
      { kind: 'textInput', name: 'treatyIncomeType', label: 'Type of income', hint: 'For example, dividends.' },
      {
        kind: 'textInput',
        name: 'treatyConditions',
        label: 'Conditions of the article that are met',
        hint: 'Optional: only where the article asks for more than residence.',
        isOptional: true,
      },
    ],
  },
];

const w9Fields: FieldDescriptor[] = [
  {
    kind: 'hidable',
    showWhen: { name: 'methodOfInvestment', equals: 'entity' },
    fields: [
      {
        kind: 'radioButton',
        name: 'w9TaxClassification',
        label: 'Federal tax classification of the entity',
        options: W9_TAX_CLASSIFICATIONS,
      },
      {
        kind: 'hidable',
        showWhen: { name: 'w9TaxClassification', equals: 'other' },
        fields: [{ kind: 'textInput', name: 'w9OtherClassification', label: 'Which classification?' }],
      },
      {
        kind: 'dropDownInput',
        name: 'w9ExemptPayeeCode',
        label: 'Exempt payee code',
        hint: 'Optional: only if the entity is exempt from backup withholding (codes 1–13 of the W-9 instructions).',
        options: codes(W9_EXEMPT_PAYEE_CODES),
      },
      {
        kind: 'dropDownInput',
        name: 'w9FatcaExemptionCode',
        label: 'Exemption from FATCA reporting code',
        hint: 'Optional: only if the entity is exempt from FATCA reporting (codes A–M of the W-9 instructions).',
        options: codes(W9_FATCA_EXEMPTION_CODES),
      },
    ],
  },
  {
    kind: 'checkbox',
    name: 'w9SubjectToBackupWithholding',
    label: 'The IRS has notified me that I am currently subject to backup withholding',
    hint: 'Check only if so: item 2 of the certification below is then crossed out.',
  },
  ...certification('W-9'),
];

const w8benFields: FieldDescriptor[] = [
  {
    kind: 'dropDownInput',
    name: 'w8Country',
    label: 'Country of citizenship',
    options: 'countries',
    autoComplete: 'country',
  },
  {
    kind: 'textInput',
    name: 'w8DateOfBirth',
    label: 'Date of birth',
    hint: 'YYYY-MM-DD, for example 1980-04-23.',
    autoComplete: 'bday',
    maxLength: 10,
  },
  noForeignTaxId,
  ...treatyClaim,
  ...certification('W-8BEN'),
];

const w8beneFields: FieldDescriptor[] = [
  { kind: 'dropDownInput', name: 'w8Country', label: 'Country where the trust was created', options: 'countries' },
  {
    kind: 'radioButton',
    name: 'w8eTrustStatus',
    label: 'The trust’s chapter 3 status',
    options: W8BENE_TRUST_STATUSES,
  },
  {
    kind: 'dropDownInput',
    name: 'w8eFatcaStatus',
    label: 'The trust’s chapter 4 (FATCA) status',
    options: W8BENE_FATCA_STATUSES,
  },
  {
    kind: 'textInput',
    name: 'w8eGiin',
    label: 'GIIN',
    hint: 'Optional: the Global Intermediary Identification Number, if the trust has one (e.g. 98Q96B.00000.LE.250).',
    isOptional: true,
    maxLength: 19,
  },
  noForeignTaxId,
  ...treatyClaim,
  ...certification('W-8BEN-E'),
];

export const taxFormForm: StepForm = {
  title: 'Your tax form',
  intro:
    'The fund needs a tax form with your subscription. We fill it in from your answers below and ask only for the rest.',
  fields: [
    { kind: 'accountOverview' },
    { kind: 'hidable', showWhen: { name: 'methodOfInvestment', equals: 'direct' }, fields: w8benFields },
    { kind: 'hidable', showWhen: { name: 'methodOfInvestment', equals: 'trust' }, fields: w8beneFields },
    {
      kind: 'hidable',
      showWhen: { name: 'methodOfInvestment', notEquals: 'direct' },
      fields: [{ kind: 'hidable', showWhen: { name: 'methodOfInvestment', notEquals: 'trust' }, fields: w9Fields }],
    },
  ],
};
