// The sign-up's form controls on Formik, drawn like the wizard's fields (components/fields): a visible label, a hint,
// and the error next to the control, tied to it by aria-describedby and announced when it appears.
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { CheckboxRow } from '../../components/fields/checkbox-row';
import { describedBy, errorId, fieldId, hintId } from '../../components/fields/field-ids';
import { FieldError, FieldShell } from '../../components/fields/field-shell';
import fieldStyles from '../../components/fields/fields.module.css';
import { useFieldError } from '../../components/fields/use-field-error';

type Labelled = { name: string; label: string; hint?: string; isOptional?: boolean };

type TextControlProps = Labelled & { type?: 'text' | 'date'; autoComplete?: string; maxLength?: number };

export const TextControl = ({
  name,
  label,
  hint,
  isOptional,
  type = 'text',
  autoComplete,
  maxLength,
}: TextControlProps) => {
  const [input] = useField<string>(name);
  const { isSubmitting } = useFormikContext();
  const error = useFieldError(name);
  return (
    <FieldShell path={name} label={label} hint={hint} error={error} isOptional={isOptional}>
      <input
        {...input}
        value={input.value ?? ''}
        id={fieldId(name)}
        className={fieldStyles.input}
        type={type}
        autoComplete={autoComplete}
        maxLength={maxLength}
        readOnly={isSubmitting}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hasHint: Boolean(hint), hasError: Boolean(error) })}
      />
    </FieldShell>
  );
};

export type Choice = { value: string; label: string };

type SelectControlProps = Labelled & {
  choices: readonly Choice[];
  autoComplete?: string;
  onPick?: (v: string) => void;
};

export const SelectControl = ({ name, label, hint, choices, autoComplete, onPick }: SelectControlProps) => {
  const [input, , helpers] = useField<string>(name);
  const { isSubmitting } = useFormikContext();
  const error = useFieldError(name);
  return (
    <FieldShell path={name} label={label} hint={hint} error={error}>
      <select
        id={fieldId(name)}
        name={name}
        className={`${fieldStyles.input} ${fieldStyles.select}`}
        value={input.value ?? ''}
        autoComplete={autoComplete}
        disabled={isSubmitting}
        onChange={(event) => {
          void helpers.setValue(event.target.value);
          onPick?.(event.target.value);
        }}
        onBlur={input.onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, { hasHint: Boolean(hint), hasError: Boolean(error) })}
      >
        <option value="">Please choose…</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
};

export const RadioControl = ({ name, label, hint, choices }: Labelled & { choices: readonly Choice[] }) => {
  const [input, , helpers] = useField<string>(name);
  const { isSubmitting } = useFormikContext();
  const error = useFieldError(name);
  const legendId = `${fieldId(name)}-legend`;
  return (
    <div
      role="radiogroup"
      id={fieldId(name)}
      className={[fieldStyles.field, fieldStyles.fieldset, error && fieldStyles.hasError].filter(Boolean).join(' ')}
      aria-labelledby={legendId}
      aria-describedby={[hint && hintId(name), error && errorId(name)].filter(Boolean).join(' ') || undefined}
      aria-invalid={error ? true : undefined}
    >
      <div className={fieldStyles.label} id={legendId}>
        {label}
      </div>
      {hint && (
        <p className={fieldStyles.hint} id={hintId(name)}>
          {hint}
        </p>
      )}
      <div className={fieldStyles.cards}>
        {choices.map((choice) => {
          const id = `${fieldId(name)}-${choice.value}`;
          return (
            <div key={choice.value} className={fieldStyles.card}>
              <input
                id={id}
                type="radio"
                className={fieldStyles.radio}
                name={name}
                value={choice.value}
                checked={input.value === choice.value}
                disabled={isSubmitting}
                onChange={() => {
                  void helpers.setValue(choice.value);
                  void helpers.setTouched(true, false);
                }}
                onBlur={input.onBlur}
              />
              <label htmlFor={id} className={fieldStyles.optionLabel}>
                {choice.label}
              </label>
            </div>
          );
        })}
      </div>
      <FieldError path={name} error={error} />
    </div>
  );
};

export const CheckboxControl = ({ name, children }: { name: string; children: ReactNode }) => {
  const { isSubmitting } = useFormikContext();
  return <CheckboxRow name={name} label={children} isDisabled={isSubmitting} />;
};
