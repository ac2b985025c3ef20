// NAME_SSN: the owner of a disregarded entity: legal names, mobile phone and their SSN (docs/spec.md §2, §5).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { NAME_MESSAGES, personName } from './fields/person-name';
import { phone } from './fields/phone';
import { ssn } from './fields/tax-id';

export const nameSsnSchema: ObjectSchema<
  Pick<FlowValues, 'legalFirstName' | 'legalLastName' | 'mobilePhone' | 'disregardedEntitySsn'>
> = object({
  legalFirstName: personName(NAME_MESSAGES.legalFirstName),
  legalLastName: personName(NAME_MESSAGES.legalLastName),
  mobilePhone: phone(),
  disregardedEntitySsn: ssn(),
});
