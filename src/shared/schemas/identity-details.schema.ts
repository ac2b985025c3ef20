// IDENTITY_DETAILS (src/shared/domain/identity-checks.ts): each person's date of birth and the public-function question,
// with the source of funds when the answer is yes. A global direct investor whose W-8BEN gave the birth date is not asked
// again: the date is taken from the tax form (read from the validation context, the whole form data). The secondary
// subscriber's answers are asked of joint accounts only; what is not asked is stored empty.
import { boolean, type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { birthDate } from './fields/birth-date';
import { requiredAnswer, requiredText } from './fields/required';
import { maxLengthMessage, text } from './fields/text';

export const IDENTITY_DETAILS_MESSAGES = {
  dateOfBirth: 'Please enter your date of birth as YYYY-MM-DD, e.g. 1980-04-23.',
  isPoliticallyExposed: 'Please tell us whether you hold or have held a prominent public function.',
  sourceOfFunds: 'Please tell us in a sentence where the money you invest comes from.',
  secondaryDateOfBirth: 'Please enter the secondary subscriber’s date of birth as YYYY-MM-DD, e.g. 1980-04-23.',
  secondaryIsPoliticallyExposed:
    'Please tell us whether the secondary subscriber holds or has held a prominent public function.',
  secondarySourceOfFunds: 'Please tell us in a sentence where the secondary subscriber’s money comes from.',
} as const;

export const SOURCE_OF_FUNDS_MAX = 300;

const emptied = () => text().transform(() => '');
const isJoint = (method: unknown): boolean => method === 'jtwros';

const sourceOfFunds = (flag: string, message: string) => {
  const asked = requiredText(message).max(SOURCE_OF_FUNDS_MAX, maxLengthMessage(SOURCE_OF_FUNDS_MAX));
  const empty = emptied();
  return text().when(flag, ([exposed]: unknown[]) => (exposed === true ? asked : empty));
};

const ownDateOfBirth = birthDate(IDENTITY_DETAILS_MESSAGES.dateOfBirth);
const secondaryDateOfBirth = birthDate(IDENTITY_DETAILS_MESSAGES.secondaryDateOfBirth);
const secondaryExposure = requiredAnswer(IDENTITY_DETAILS_MESSAGES.secondaryIsPoliticallyExposed);
const notAsked = boolean()
  .nullable()
  .default(null)
  .transform(() => null);

type IdentityDetails = Pick<
  FlowValues,
  | 'dateOfBirth'
  | 'isPoliticallyExposed'
  | 'sourceOfFunds'
  | 'secondaryDateOfBirth'
  | 'secondaryIsPoliticallyExposed'
  | 'secondarySourceOfFunds'
>;

export const identityDetailsSchema: ObjectSchema<IdentityDetails> = object({
  // The tax form's W-8BEN birth date, when it gave one, is the answer.
  dateOfBirth: text().when('$w8DateOfBirth', ([fromTaxForm]: unknown[]) =>
    typeof fromTaxForm === 'string' && fromTaxForm !== '' ? text().transform(() => fromTaxForm) : ownDateOfBirth,
  ),
  isPoliticallyExposed: requiredAnswer(IDENTITY_DETAILS_MESSAGES.isPoliticallyExposed),
  sourceOfFunds: sourceOfFunds('isPoliticallyExposed', IDENTITY_DETAILS_MESSAGES.sourceOfFunds),
  secondaryDateOfBirth: text().when('$methodOfInvestment', ([method]: unknown[]) =>
    isJoint(method) ? secondaryDateOfBirth : emptied(),
  ),
  secondaryIsPoliticallyExposed: boolean()
    .nullable()
    .default(null)
    .when('$methodOfInvestment', ([method]: unknown[]) => (isJoint(method) ? secondaryExposure : notAsked)),
  secondarySourceOfFunds: text().when(
    ['$methodOfInvestment', 'secondaryIsPoliticallyExposed'],
    ([method, exposed]: unknown[]) =>
      isJoint(method) && exposed === true
        ? requiredText(IDENTITY_DETAILS_MESSAGES.secondarySourceOfFunds).max(
            SOURCE_OF_FUNDS_MAX,
            maxLengthMessage(SOURCE_OF_FUNDS_MAX),
          )
        : emptied(),
  ),
}) as ObjectSchema<IdentityDetails>;
