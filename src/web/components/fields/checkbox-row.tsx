// One Formik checkbox with its label beside it, its hint under it and its error announced: the flow's checkbox field
// and the syndication steps' boxes alike.
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { describedBy, fieldId, hintId } from './field-ids';
import { FieldError } from './field-shell';
import styles from './fields.module.css';
import { useFieldError } from './use-field-error';

type CheckboxRowProps = { name: string; label: ReactNode; hint?: string; isDisabled: boolean };

export const CheckboxRow = ({ name, label, hint, isDisabled }: CheckboxRowProps) => {
  const [input, , helpers] = useField<boolean>(name);
  const error = useFieldError(name);
  return (
    <div className={[styles.field, error && styles.hasError].filter(Boolean).join(' ')}>
      <div className={styles.checkRow}>
        <input
          id={fieldId(name)}
          name={name}
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
          aria-describedby={describedBy(name, { hasHint: Boolean(hint), hasError: Boolean(error) })}
        />
        <label htmlFor={fieldId(name)} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {hint && (
        <p className={`${styles.hint} ${styles.checkHint}`} id={hintId(name)}>
          {hint}
        </p>
      )}
      <FieldError path={name} error={error} />
    </div>
  );
};
