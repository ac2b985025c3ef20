// SDIRA_CUSTODIAN: one of the configured custodians (docs/spec.md §2).
import { type ObjectSchema, object, string } from 'yup';
import { CUSTODIANS } from '../config/custodians';
import type { FlowValues } from '../domain/flow-values';

export const CUSTODIAN_MESSAGE = 'Please choose your IRA custodian.';

export const sdiraCustodianSchema: ObjectSchema<Pick<FlowValues, 'iraCustodian'>> = object({
  iraCustodian: string()
    .default('')
    .required(CUSTODIAN_MESSAGE)
    .oneOf(
      CUSTODIANS.map((c) => c.id),
      CUSTODIAN_MESSAGE,
    ),
});
