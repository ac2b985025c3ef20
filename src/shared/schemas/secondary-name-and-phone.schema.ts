// SECONDARY_NAME_PHONE: the JTWROS secondary subscriber's names, e-mail and mobile phone (docs/spec.md §5).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { email } from './fields/email';
import { NAME_MESSAGES, personName } from './fields/person-name';
import { phone } from './fields/phone';

export const secondaryNameAndPhoneSchema: ObjectSchema<
  Pick<FlowValues, 'secondaryLegalFirstName' | 'secondaryLegalLastName' | 'secondaryEmail' | 'secondaryMobilePhone'>
> = object({
  secondaryLegalFirstName: personName(NAME_MESSAGES.secondaryLegalFirstName),
  secondaryLegalLastName: personName(NAME_MESSAGES.secondaryLegalLastName),
  secondaryEmail: email(),
  secondaryMobilePhone: phone(),
});
