// SPOUSE_NAME_EMAIL: the spouse who co-signs in a community-property state (docs/spec.md §4, §5).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { email } from './fields/email';
import { NAME_MESSAGES, personName } from './fields/person-name';

export const spouseNameEmailSchema: ObjectSchema<
  Pick<FlowValues, 'spouseLegalFirstName' | 'spouseLegalLastName' | 'spouseEmail'>
> = object({
  spouseLegalFirstName: personName(NAME_MESSAGES.spouseLegalFirstName),
  spouseLegalLastName: personName(NAME_MESSAGES.spouseLegalLastName),
  spouseEmail: email(),
});
