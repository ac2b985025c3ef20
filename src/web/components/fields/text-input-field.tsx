// textInput (docs/spec.md §2).
import { useField, useFormikContext } from 'formik';
import type { TextInputField as TextInputDescriptor } from '../../../shared/forms/form-types';
import { useFieldEnvironment } from './field-context';
import { describedBy, fieldId } from './field-ids';
import { FieldShell } from './field-shell';
import styles from './fields.module.css';
import { useFieldError } from './use-field-error';

export const TextInputField = ({ field }: { field: TextInputDescriptor }) => {
  const [input] = useField<string>(field.name);
  const { isSubmitting } = useFormikContext();
  const { isLocked } = useFieldEnvironment();
  const error = useFieldError(field.name);
  return (
    <FieldShell path={field.name} label={field.label} hint={field.hint} error={error} isOptional={field.isOptional}>
      <input
        {...input}
        value={input.value ?? ''}
        id={fieldId(field.name)}
        className={styles.input}
        type={field.name.toLowerCase().endsWith('email') ? 'email' : 'text'}
        autoComplete={field.autoComplete}
        maxLength={field.maxLength}
        readOnly={isLocked(field.name) || isSubmitting}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field.name, { hasHint: Boolean(field.hint), hasError: Boolean(error) })}
      />
    </FieldShell>
  );
};
