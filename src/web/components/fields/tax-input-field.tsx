// taxInput (docs/spec.md §2): separators added as you type; masked to the last 4 while the field is not being edited. A masked
// value from the server stays masked until the investor types a new one.
import { useField } from 'formik';
import { useRef, useState } from 'react';
import type { TaxInputField as TaxInputDescriptor } from '../../../shared/forms/form-types';
import { displayTaxId, formatTaxIdInput, isMaskedTaxId, taxIdPlaceholder } from '../../lib/format/tax-id-input';
import { useFieldEnvironment } from './field-context';
import { describedBy, fieldId } from './field-ids';
import { FieldShell } from './field-shell';
import styles from './fields.module.css';
import { useFieldError } from './use-field-error';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

export const TaxInputField = ({ field }: { field: TaxInputDescriptor }) => {
  const [input, , helpers] = useField<string>(field.name);
  const { isLocked } = useFieldEnvironment();
  const [isEditing, setIsEditing] = useState(false);
  const error = useFieldError(field.name);
  const value = input.value ?? '';
  const isReadOnly = isLocked(field.name);
  const shown = isEditing && !isMaskedTaxId(value) ? value : displayTaxId(value, field.taxIdKind);
  const take = (typed: string) => {
    const fresh = isMaskedTaxId(typed) ? typed.replace(/•/g, '') : typed;
    void helpers.setValue(formatTaxIdInput(fresh, field.taxIdKind));
  };
  const ref = useRef<HTMLInputElement>(null);
  // Typed before hydration: taken as typed, and shown unmasked while the investor is still in the field.
  useTypedBeforeHydration(ref, (typed, input) => {
    setIsEditing(document.activeElement === input);
    take(typed);
  });

  return (
    <FieldShell path={field.name} label={field.label} hint={field.hint} error={error}>
      <input
        ref={ref}
        id={fieldId(field.name)}
        name={field.name}
        className={`${styles.input} ${styles.taxInput}`}
        type="text"
        inputMode={field.taxIdKind === 'foreign' ? 'text' : 'numeric'}
        autoComplete="off"
        spellCheck={false}
        placeholder={taxIdPlaceholder(field.taxIdKind)}
        value={shown}
        readOnly={isReadOnly}
        onFocus={(event) => {
          setIsEditing(true);
          // Typing over a masked value replaces it.
          if (isMaskedTaxId(value)) event.currentTarget.select();
        }}
        onBlur={(event) => {
          setIsEditing(false);
          input.onBlur(event);
        }}
        onChange={(event) => take(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field.name, { hasHint: Boolean(field.hint), hasError: Boolean(error) })}
      />
    </FieldShell>
  );
};
