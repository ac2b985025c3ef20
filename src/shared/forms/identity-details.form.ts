// IDENTITY_DETAILS (docs/kyc.md 'In the wizard'): only when the fund runs identity checks, for individuals, global direct
// investors and joint subscribers. It asks what the wizard does not know yet: each person's date of birth (a global
// direct investor's W-8BEN gave it already when the fund collects tax forms) and whether the person holds or held a
// prominent public function, with the source of funds in a sentence when so.
import { POLITICALLY_EXPOSED_HINT } from '../domain/identity-checks';
import type { FieldDescriptor, FlowPath, StepForm } from './form-types';

const YES_NO = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
] as const;

const BIRTH_DATE_HINT = 'YYYY-MM-DD, for example 1980-04-23.';
const SOURCE_OF_FUNDS_HINT =
  'One sentence is enough, for example: savings from a salary, or the sale of a family business.';

const exposure = (
  name: Extract<FlowPath, 'isPoliticallyExposed' | 'secondaryIsPoliticallyExposed'>,
  source: Extract<FlowPath, 'sourceOfFunds' | 'secondarySourceOfFunds'>,
  labels: { question: string; source: string },
): FieldDescriptor[] => [
  { kind: 'radioButton', name, label: labels.question, hint: POLITICALLY_EXPOSED_HINT, options: YES_NO },
  {
    kind: 'hidable',
    showWhen: { name, equals: true },
    fields: [{ kind: 'textInput', name: source, label: labels.source, hint: SOURCE_OF_FUNDS_HINT, maxLength: 300 }],
  },
];

export const identityDetailsForm: StepForm = {
  title: 'Your identity details',
  intro:
    'The fund checks the identity of everyone who invests, as the law asks of it. These answers go to the fund only.',
  fields: [
    {
      kind: 'hidable',
      showWhen: { name: 'w8DateOfBirth', equals: '' },
      fields: [
        {
          kind: 'textInput',
          name: 'dateOfBirth',
          label: 'Date of birth',
          hint: BIRTH_DATE_HINT,
          autoComplete: 'bday',
          maxLength: 10,
        },
      ],
    },
    ...exposure('isPoliticallyExposed', 'sourceOfFunds', {
      question: 'Do you hold, or have you held, a prominent public function?',
      source: 'Where does the money you invest come from?',
    }),
    {
      kind: 'hidable',
      showWhen: { name: 'methodOfInvestment', equals: 'jtwros' },
      fields: [
        {
          kind: 'richtext',
          title: 'The secondary subscriber',
          isSection: true,
          text: 'The same questions about the person who holds the account with you.',
        },
        {
          kind: 'textInput',
          name: 'secondaryDateOfBirth',
          label: 'Secondary subscriber’s date of birth',
          hint: BIRTH_DATE_HINT,
          autoComplete: 'off',
          maxLength: 10,
        },
        ...exposure('secondaryIsPoliticallyExposed', 'secondarySourceOfFunds', {
          question: 'Does the secondary subscriber hold, or have they held, a prominent public function?',
          source: 'Where does the secondary subscriber’s money come from?',
        }),
      ],
    },
  ],
};
