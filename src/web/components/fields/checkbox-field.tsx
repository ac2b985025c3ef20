// checkbox (docs/spec.md §2); a 'required true' box needs an explicit tick (docs/spec.md §5), which the step's schema checks.
import type { CheckboxField as CheckboxDescriptor } from '../../../shared/forms/form-types';
import { CheckboxRow } from './checkbox-row';
import { useFieldEnvironment } from './field-context';

export const CheckboxField = ({ field }: { field: CheckboxDescriptor }) => {
  const { isLocked } = useFieldEnvironment();
  return <CheckboxRow name={field.name} label={field.label} hint={field.hint} isDisabled={isLocked(field.name)} />;
};
