// JSON schema of the flow's form data as a request may carry it: every FlowValues field with its type and a size
// cap, nothing else. The step's own schema (src/shared/schemas) then decides what is valid for that step.
import { METHOD_OPTIONS } from '../../../shared/config/method-options';
import { emptyFlowValues, type FlowValues } from '../../../shared/domain/flow-values';

const TEXT_MAX = 500;

const text = { type: 'string', maxLength: TEXT_MAX } as const;
const nullable = (type: 'string' | 'boolean') => ({
  type: [type, 'null'],
  ...(type === 'string' && { maxLength: TEXT_MAX }),
});

const addressSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    ['address1', 'address2', 'city', 'state', 'province', 'postalCode', 'country'].map((key) => [key, text]),
  ),
} as const;

/** Fields whose empty value is null, so their type cannot be read from emptyFlowValues(). */
const NULLABLE_FIELDS: Partial<Record<keyof FlowValues, object>> = {
  accountIntegrationId: nullable('string'),
  isGlobalInvestor: nullable('boolean'),
  methodOfInvestment: { type: ['string', 'null'], enum: [...METHOD_OPTIONS.map((o) => o.value), null] },
  iraRequestedDate: nullable('string'),
  maritalStatus: { type: ['string', 'null'], enum: ['married', 'notMarried', null] },
  accreditation: nullable('string'),
  isPoliticallyExposed: nullable('boolean'),
  secondaryIsPoliticallyExposed: nullable('boolean'),
};

const schemaOf = (key: keyof FlowValues, value: unknown): object => {
  const special = NULLABLE_FIELDS[key];
  if (special) return special;
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (typeof value === 'string') return text;
  if (value !== null && typeof value === 'object') return addressSchema;
  throw new Error(`The flow value ${key} has no request schema`);
};

export const flowValuesSchema = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    Object.entries(emptyFlowValues()).map(([key, value]) => [key, schemaOf(key as keyof FlowValues, value)]),
  ),
};
