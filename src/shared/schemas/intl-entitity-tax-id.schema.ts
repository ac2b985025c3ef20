// INTL_ENTITY_TAX_ID (route spelt 'intl-entitity-tax-id', docs/spec.md §2): the trust's name and its foreign tax id.
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { checkbox } from './fields/checkbox';
import { entityName } from './fields/entity-name';
import { foreignTaxId } from './fields/foreign-tax-id';

export const intlEntitityTaxIdSchema: ObjectSchema<Pick<FlowValues, 'entityTrustName' | 'intlTaxId' | 'noTaxId'>> =
  object({
    entityTrustName: entityName(),
    intlTaxId: foreignTaxId(),
    noTaxId: checkbox(),
  });
