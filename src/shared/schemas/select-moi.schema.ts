// SELECT_MOI: an existing method of investment, or 'Add New Method of Investment', which clears the chosen account
// (docs/spec.md §4 'Behaviours on choices and resets').
import { type ObjectSchema, object, string } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { checkbox } from './fields/checkbox';

export const SELECT_MOI_MESSAGE = 'Please choose one of your methods of investment.';

export const selectMoiSchema: ObjectSchema<Pick<FlowValues, 'accountIntegrationId' | 'isExistingAccountSelected'>> =
  object({
    isExistingAccountSelected: checkbox(),
    accountIntegrationId: string()
      .nullable()
      .default(null)
      .when('isExistingAccountSelected', ([isSelected], schema) =>
        isSelected === true ? schema.required(SELECT_MOI_MESSAGE) : schema.transform(() => null),
      ),
  });
