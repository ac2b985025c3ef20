// phoneNumber (SPEC §2): formatted as you type. The phone metadata loads only on steps that ask for a phone.
import { useField } from 'formik';
import { useEffect, useState } from 'react';
import type { PhoneNumberField as PhoneDescriptor } from '../../../shared/forms/form-types';
import { useFieldEnvironment } from './field-context';
import { describedBy, fieldId } from './field-ids';
import { FieldShell } from './field-shell';
import styles from './fields.module.css';
import { useFieldError } from './use-field-error';

type Formatter = (typed: string) => string;

const loadFormatter = async (): Promise<Formatter> => {
  const { AsYouType } = await import('libphonenumber-js/min');
  return (typed) => {
    // Deleting a separator must not be undone by re-formatting.
    if (/[\s()-]$/.test(typed)) return typed;
    return new AsYouType('US').input(typed);
  };
};

export const PhoneNumberField = ({ field }: { field: PhoneDescriptor }) => {
  const [input, , helpers] = useField<string>(field.name);
  const { isLocked } = useFieldEnvironment();
  const [format, setFormat] = useState<Formatter | null>(null);
  const error = useFieldError(field.name);
  const hint = field.hint ?? 'Include the country code if it is not a US number, e.g. +44 20 7946 0958.';

  useEffect(() => {
    let isCurrent = true;
    void loadFormatter().then((formatter) => {
      if (isCurrent) setFormat(() => formatter);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  return (
    <FieldShell path={field.name} label={field.label} hint={hint} error={error}>
      <input
        {...input}
        value={input.value ?? ''}
        onChange={(event) => {
          const typed = event.target.value;
          void helpers.setValue(format ? format(typed) : typed);
        }}
        id={fieldId(field.name)}
        className={styles.input}
        type="tel"
        inputMode="tel"
        autoComplete={field.autoComplete ?? 'tel'}
        readOnly={isLocked(field.name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field.name, { hasHint: true, hasError: Boolean(error) })}
      />
    </FieldShell>
  );
};
