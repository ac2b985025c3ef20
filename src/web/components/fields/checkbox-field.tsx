// checkbox (SPEC §2); a 'required true' box needs an explicit tick (SPEC §5), which the step's schema checks.
import { useField } from 'formik';
import type { CheckboxField as CheckboxDescriptor } from '../../../shared/forms/form-types';
import { useFieldEnvironment } from './field-context';
import { describedBy, fieldId, hintId } from './field-ids';
import { FieldError } from './field-shell';
import styles from './fields.module.css';
import { useFieldError } from './use-field-error';

export const CheckboxField = ({ field }: { field: CheckboxDescriptor }) => {
  const [input, , helpers] = useField<boolean>(field.name);
  const { isLocked } = useFieldEnvironment();
  const error = useFieldError(field.name);
  const isDisabled = isLocked(field.name);
  return (
    <div className={[styles.field, error && styles.hasError].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input
          id={fieldId(field.name)}
          name={field.name}
          type="checkbox"
          className={styles.checkbox}
          checked={input.value === true}
          disabled={isDisabled}
          onChange={(event) => {
            void helpers.setValue(event.target.checked);
            void helpers.setTouched(true, false);
          }}
          onBlur={input.onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field.name, { hasHint: Boolean(field.hint), hasError: Boolean(error) })}
        />
        <label htmlFor={fieldId(field.name)} className={styles.checkLabel}>
          {field.label}
        </label>
      </div>
      {field.hint && (
        <p className={`${styles.hint} ${styles.checkHint}`} id={hintId(field.name)}>
          {field.hint}
        </p>
      )}
      <FieldError path={field.name} error={error} />
    </div>
  );
};
