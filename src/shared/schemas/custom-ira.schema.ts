// IRA_PROVIDER_CUSTOM (docs/spec.md §5): the custodian's name is required (non-blank); the account number is required unless 'no custodian number' or 'need to open an IRA'
// is checked; the IRA type is required unless 'need to open an IRA' is checked, and is always one the forms offer.
import { type ObjectSchema, object } from 'yup';
import type { FlowValues } from '../domain/flow-values';
import { checkbox } from './fields/checkbox';
import { requiredCustodianName } from './fields/custodian-name';
import { IRA_TYPE_MESSAGE, iraType } from './fields/ira-type';
import { text } from './fields/text';

export const IRA_ACCOUNT_NUMBER_OR_BOX_MESSAGE = 'Please enter your IRA account number or check the box above.';

export const customIraSchema: ObjectSchema<
  Pick<FlowValues, 'iraCustodianName' | 'iraAccountNumber' | 'iraType' | 'noCustIraNumber' | 'needToOpenIra'>
> = object({
  iraCustodianName: requiredCustodianName(),
  noCustIraNumber: checkbox(),
  needToOpenIra: checkbox(),
  iraAccountNumber: text().when(['noCustIraNumber', 'needToOpenIra'], ([noNumber, needToOpen], schema) =>
    noNumber === true || needToOpen === true ? schema : schema.required(IRA_ACCOUNT_NUMBER_OR_BOX_MESSAGE),
  ),
  iraType: iraType().when('needToOpenIra', ([needToOpen], schema) =>
    needToOpen === true ? schema : schema.required(IRA_TYPE_MESSAGE),
  ),
});
