// docs/spec.md §5 accreditation answers. On the qualified-purchaser question '' means 'no' and is accepted, while null means
// unanswered and is not; an Accredited / Not Accredited answer already given (a stored account) is a 'no' too, so the
// validation walk passes over the question. The accredited question takes Accredited, Not Accredited or '' (docs/spec.md
// §5: the accreditation step accepts an empty string but not null); §4 sends every answer but Accredited to
// INVALID_INVESTOR_STATUS.
import { string } from 'yup';
import { type InvestorKind, qualifiedPurchaserValues } from '../../config/qualified-purchaser-definitions';
import { ACCREDITATION } from '../../domain/codes';
import { ANSWER_REQUIRED_MESSAGE } from './required';

export const QUALIFIED_PURCHASER_DEFINITION_MESSAGE = 'Please choose the description that applies.';

const QUALIFIED_PURCHASER_YES = String(ACCREDITATION.qualifiedPurchaser);
const ACCREDITED_ANSWERS = [String(ACCREDITATION.accredited), String(ACCREDITATION.notAccredited)];

export const qualifiedPurchaserAnswer = () =>
  string()
    .defined(ANSWER_REQUIRED_MESSAGE)
    .nonNullable(ANSWER_REQUIRED_MESSAGE)
    .oneOf([QUALIFIED_PURCHASER_YES, '', ...ACCREDITED_ANSWERS], ANSWER_REQUIRED_MESSAGE);

export const accreditedAnswer = () =>
  string()
    .defined(ANSWER_REQUIRED_MESSAGE)
    .nonNullable(ANSWER_REQUIRED_MESSAGE)
    .oneOf([...ACCREDITED_ANSWERS, ''], ANSWER_REQUIRED_MESSAGE);

export const qualifiedPurchaserDefinition = (kind: InvestorKind) =>
  string()
    .default('')
    .required(QUALIFIED_PURCHASER_DEFINITION_MESSAGE)
    .oneOf(qualifiedPurchaserValues(kind), QUALIFIED_PURCHASER_DEFINITION_MESSAGE);
