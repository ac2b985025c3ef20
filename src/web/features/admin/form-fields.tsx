// The back office's form controls on Formik: a label, an optional hint, the control, and its error tied to it.
import { useField } from 'formik';
import type { ReactNode } from 'react';
import styles from './admin.module.css';

type Common = {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Ids are made from it and the name: two forms on one page with the same field names need their own. */
  idPrefix?: string;
};

const describedBy = (id: string, hint: unknown, error: unknown): string | undefined =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

const Shell = ({
  id,
  label,
  hint,
  error,
  children,
}: { id: string; error?: string } & Omit<Common, 'name' | 'idPrefix'> & {
    children: ReactNode;
  }) => (
  <div className={styles.field}>
    <label htmlFor={id} className={styles.label}>
      {label}
    </label>
    {hint && (
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    )}
    {children}
    {error && (
      <p id={`${id}-error`} className={styles.fieldError}>
        {error}
      </p>
    )}
  </div>
);

const useControl = (name: string, idPrefix = 'fund') => {
  const [field, meta] = useField<string>(name);
  return { field, error: meta.touched ? meta.error : undefined, id: `${idPrefix}-${name}` };
};

export const TextControl = ({
  name,
  label,
  hint,
  idPrefix,
  type = 'text',
  ...rest
}: Common & { type?: string } & {
  inputMode?: 'decimal' | 'text';
  readOnly?: boolean;
}) => {
  const { field, error, id } = useControl(name, idPrefix);
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type={type}
        className={[styles.input, error && styles.invalid].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...field}
        {...rest}
      />
    </Shell>
  );
};

export type Choice = { value: string; label: string };

export const SelectControl = ({ name, label, hint, idPrefix, choices }: Common & { choices: readonly Choice[] }) => {
  const { field, error, id } = useControl(name, idPrefix);
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        className={[styles.input, error && styles.invalid].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...field}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </Shell>
  );
};

/** Several lines of text, e.g. Markdown or an agreement (the hint says so). */
export const TextAreaControl = ({
  name,
  label,
  hint,
  idPrefix,
  rows = 4,
  placeholder,
}: Common & { rows?: number; placeholder?: string }) => {
  const { field, error, id } = useControl(name, idPrefix);
  return (
    <Shell id={id} label={label} hint={hint} error={error}>
      <textarea
        id={id}
        rows={rows}
        placeholder={placeholder}
        className={[styles.input, styles.textarea, error && styles.invalid].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...field}
      />
    </Shell>
  );
};

export const CheckboxControl = ({
  name,
  label,
  hint,
  idPrefix = 'fund',
  isSwitch = false,
}: Common & { isSwitch?: boolean }) => {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const id = `${idPrefix}-${name}`;
  return (
    <div className={styles.checkbox}>
      <input
        id={id}
        type="checkbox"
        role={isSwitch ? 'switch' : undefined}
        className={isSwitch ? styles.switch : undefined}
        name={field.name}
        checked={field.checked ?? false}
        onChange={field.onChange}
        onBlur={field.onBlur}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
};
