// radioButton (docs/spec.md §2): a radio group named by its visible label; each option may carry a hint.
import { useField } from 'formik';
import type { ChoiceField } from '../../../shared/forms/form-types';
import { useFieldEnvironment } from './field-context';
import { errorId, fieldId, hintId } from './field-ids';
import { FieldError } from './field-shell';
import styles from './fields.module.css';
import { indexOfValue, optionKey, valueAtKey } from './option-value';
import { useFieldError } from './use-field-error';

export const RadioButtonField = ({ field, isCards = false }: { field: ChoiceField; isCards?: boolean }) => {
  const [input, , helpers] = useField<unknown>(field.name);
  const { resolveOptions, isLocked } = useFieldEnvironment();
  const error = useFieldError(field.name);
  const options = resolveOptions(field.options);
  const selected = indexOfValue(options, input.value);
  const isDisabled = isLocked(field.name);
  const describedBy = [field.hint && hintId(field.name), error && errorId(field.name)].filter(Boolean).join(' ');

  return (
    <div
      role="radiogroup"
      className={[styles.field, styles.fieldset, error && styles.hasError].filter(Boolean).join(' ')}
      aria-labelledby={`${fieldId(field.name)}-legend`}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      id={fieldId(field.name)}
    >
      <div className={styles.label} id={`${fieldId(field.name)}-legend`}>
        {field.label}
      </div>
      {field.hint && (
        <p className={styles.hint} id={hintId(field.name)}>
          {field.hint}
        </p>
      )}
      <div className={isCards ? styles.cards : styles.options}>
        {options.map((option, index) => {
          const id = `${fieldId(field.name)}-${index}`;
          return (
            <div key={optionKey(index)} className={isCards ? styles.card : styles.option}>
              <input
                id={id}
                type="radio"
                className={styles.radio}
                name={field.name}
                value={optionKey(index)}
                checked={selected === index}
                disabled={isDisabled}
                onChange={(event) => {
                  void helpers.setValue(valueAtKey(options, event.target.value) ?? null);
                  void helpers.setTouched(true, false);
                }}
                onBlur={input.onBlur}
                aria-describedby={option.hint ? `${id}-hint` : undefined}
              />
              <div>
                <label htmlFor={id} className={styles.optionLabel}>
                  {option.label}
                </label>
                {option.hint && (
                  <span className={styles.optionHint} id={`${id}-hint`}>
                    {option.hint}
                  </span>
                )}
              </div>
            </div>
          );
        })}
      </div>
      <FieldError path={field.name} error={error} />
    </div>
  );
};
