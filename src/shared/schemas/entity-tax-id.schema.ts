// ENTITY_TAX_ID (docs/spec.md §5): the SSN is checked only when EIN is not chosen, the EIN only when it is, and neither for a
// disregarded entity (its owner's SSN is asked on NAME_SSN).
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { checkbox } from './fields/checkbox';
import { entityName } from './fields/entity-name';
import { ssnIssuedRule, TAX_ID_MESSAGES, taxIdRule, taxIdText } from './fields/tax-id';

export const entityTaxIdSchema: ObjectSchema<
  Pick<FlowValues, 'entityTrustName' | 'isEin' | 'ein' | 'ssn' | 'disregardedEntity'>
> = object({
  entityTrustName: entityName(),
  isEin: checkbox(),
  disregardedEntity: checkbox(),
  ein: taxIdText().when(['isEin', 'disregardedEntity'], ([isEin, disregardedEntity], schema) =>
    isEin === true && disregardedEntity !== true ? schema.test(taxIdRule(TAX_ID_MESSAGES.ein)) : schema,
  ),
  ssn: taxIdText().when(['isEin', 'disregardedEntity'], ([isEin, disregardedEntity], schema) =>
    isEin !== true && disregardedEntity !== true
      ? schema.test(taxIdRule(TAX_ID_MESSAGES.ssn)).test(ssnIssuedRule)
      : schema,
  ),
});
