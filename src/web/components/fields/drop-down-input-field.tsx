// dropDownInput (docs/spec.md §2): a native select (US states, countries, IRA types).
import { useField } from 'formik';
import type { ChoiceField } from '../../../shared/forms/form-types';
import { useFieldEnvironment } from './field-context';
import { describedBy, fieldId } from './field-ids';
import { FieldShell } from './field-shell';
import styles from './fields.module.css';
import { indexOfValue, optionKey, valueAtKey } from './option-value';
import { useFieldError } from './use-field-error';

export const DropDownInputField = ({ field }: { field: ChoiceField }) => {
  const [input, , helpers] = useField<unknown>(field.name);
  const { resolveOptions, isLocked } = useFieldEnvironment();
  const error = useFieldError(field.name);
  const options = resolveOptions(field.options);
  const selected = indexOfValue(options, input.value);
  return (
    <FieldShell path={field.name} label={field.label} hint={field.hint} error={error}>
      <select
        id={fieldId(field.name)}
        name={field.name}
        className={`${styles.input} ${styles.select}`}
        value={selected === -1 ? '' : optionKey(selected)}
        autoComplete={field.autoComplete}
        disabled={isLocked(field.name)}
        onChange={(event) => {
          const value = event.target.value === '' ? '' : valueAtKey(options, event.target.value);
          void helpers.setValue(value ?? '');
        }}
        onBlur={input.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field.name, { hasHint: Boolean(field.hint), hasError: Boolean(error) })}
      >
        <option value="">Please choose…</option>
        {options.map((option, index) => (
          <option key={optionKey(index)} value={optionKey(index)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
};
