// PROMOTED_INTEREST: docs/spec.md §5 'Promoted interest must be agreed'.
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { requiredTrue } from './fields/checkbox';

export const PROMOTED_INTEREST_MESSAGE = 'You must read and agree to the above terms to continue.';

export const promotedInterestSchema: ObjectSchema<Pick<FlowValues, 'agreedToPromotedInterest'>> = object({
  agreedToPromotedInterest: requiredTrue(PROMOTED_INTEREST_MESSAGE),
});
