// textInput (docs/spec.md §2).
import { useField, useFormikContext } from 'formik';
import { useRef } from 'react';
import type { TextInputField as TextInputDescriptor } from '../../../shared/forms/form-types';
import { useFieldEnvironment } from './field-context';
import { describedBy, fieldId } from './field-ids';
import { FieldShell } from './field-shell';
import styles from './fields.module.css';
import { useFieldError } from './use-field-error';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export const TextInputField = ({ field }: { field: TextInputDescriptor }) => {
  const [input, , helpers] = useField<string>(field.name);
  const { isSubmitting } = useFormikContext();
  const { isLocked } = useFieldEnvironment();
  const error = useFieldError(field.name);
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(ref, (text) => void helpers.setValue(text));
  return (
    <FieldShell path={field.name} label={field.label} hint={field.hint} error={error} isOptional={field.isOptional}>
      <input
        {...input}
        ref={ref}
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
