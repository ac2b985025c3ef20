// Label, hint and error around one control: the error sits next to the field and is announced when it appears.
import type { ReactNode } from 'react';
import { errorId, fieldId, hintId } from './field-ids';
import styles from './fields.module.css';

type FieldShellProps = {
  path: string;
  label: string;
  hint?: string;
  error?: string;
  isOptional?: boolean;
  children: ReactNode;
};

export const FieldShell = ({ path, label, hint, error, isOptional = false, children }: FieldShellProps) => (
  <div className={[styles.field, error && styles.hasError].filter(Boolean).join(' ')}>
    <label className={styles.label} htmlFor={fieldId(path)}>
      {label}
      {isOptional && <span className={styles.optional}> (optional)</span>}
    </label>
    {hint && (
      <p className={styles.hint} id={hintId(path)}>
        {hint}
      </p>
    )}
    {children}
    <FieldError path={path} error={error} />
  </div>
);

export const FieldError = ({ path, error }: { path: string; error?: string }) => (
  <p className={styles.error} id={errorId(path)} role="alert" hidden={!error}>
    {error && (
      <>
        <span className="visually-hidden">Error: </span>
        {error}
      </>
    )}
  </p>
);
