// NAME_PHONE: legal names, mobile phone and an optional preferred first name (docs/spec.md §2, §5).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { NAME_MESSAGES, personName } from './fields/person-name';
import { phone } from './fields/phone';
import { preferredFirstName } from './fields/preferred-first-name';

export const nameAndPhoneSchema: ObjectSchema<
  Pick<FlowValues, 'legalFirstName' | 'legalLastName' | 'mobilePhone' | 'preferredFirstName'>
> = object({
  legalFirstName: personName(NAME_MESSAGES.legalFirstName),
  legalLastName: personName(NAME_MESSAGES.legalLastName),
  mobilePhone: phone(),
  preferredFirstName: preferredFirstName(),
});
