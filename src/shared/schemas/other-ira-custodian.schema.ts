// OTHER_IRA_CUSTODIAN (docs/spec.md §5): account number, custodian name, custodian EIN and IRA type are all required.
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { requiredCustodianName } from './fields/custodian-name';
import { IRA_TYPE_MESSAGE, iraType } from './fields/ira-type';
import { requiredText } from './fields/required';
import { TAX_ID_MESSAGES, taxId } from './fields/tax-id';

export const IRA_ACCOUNT_NUMBER_MESSAGE = 'Please enter your IRA account number.';

export const otherIraCustodianSchema: ObjectSchema<
  Pick<FlowValues, 'iraAccountNumber' | 'iraCustodianName' | 'iraCustodianEin' | 'iraType'>
> = object({
  iraAccountNumber: requiredText(IRA_ACCOUNT_NUMBER_MESSAGE),
  iraCustodianName: requiredCustodianName(),
  iraCustodianEin: taxId(TAX_ID_MESSAGES.custodianEin),
  iraType: iraType().required(IRA_TYPE_MESSAGE),
});
