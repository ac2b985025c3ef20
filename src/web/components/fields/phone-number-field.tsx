// phoneNumber (docs/spec.md §2, §5): the number's country beside the number, United States unless the stored number names
// another. The field holds the number in international form (+CC …), built from the country and the number as typed,
// and that is what the step's schema checks and Next sends; a number typed with its own +CC keeps it, whatever the
// country. Formatted as you type. The country list and libphonenumber's metadata are the phone field's own chunk
// (phone-number-code.ts), in before the step draws: server and browser draw the same choice.
import { useField } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { DEFAULT_PHONE_COUNTRY } from '../../../shared/domain/constants';
import type { PhoneNumberField as PhoneDescriptor } from '../../../shared/forms/form-types';
import { useFieldEnvironment } from './field-context';
import { describedBy, fieldId, hintId } from './field-ids';
import { FieldError } from './field-shell';
import styles from './fields.module.css';
import { useFieldError } from './use-field-error';
import { useTypedBeforeHydration } from './use-typed-before-hydration';

const HINT = 'Choose the country of the number, or type the number with its country code, e.g. +44 20 7946 0958.';

/** The id of the country choice beside the number. */
const countryFieldId = (path: string): string => `${fieldId(path)}-country`;

export const PhoneNumberField = ({ field }: { field: PhoneDescriptor }) => {
  const [input, , helpers] = useField<string>(field.name);
  const { isLocked, resolveOptions, phoneNumbers: code } = useFieldEnvironment();
  const error = useFieldError(field.name);
  const hint = field.hint ?? HINT;
  const isReadOnly = isLocked(field.name);
  // From the stored value, once: '+44 20 7946 0958' shows as United Kingdom and '020 7946 0958'.
  const [initial] = useState(
    () => code?.phoneNumberParts(input.value ?? '') ?? { country: DEFAULT_PHONE_COUNTRY, national: input.value ?? '' },
  );
  const [country, setCountry] = useState<string>(initial.country);
  const [typed, setTyped] = useState(initial.national);
  const countries = useMemo(() => code?.countryOptions(resolveOptions('countries')) ?? [], [code, resolveOptions]);

  const update = (nextTyped: string, nextCountry: string) => {
    setTyped(nextTyped);
    setCountry(nextCountry);
    void helpers.setValue(code ? code.internationalPhoneNumber(nextTyped, nextCountry) : nextTyped);
  };
  const onTyped = (text: string) => update(code ? code.formatAsTyped(text, country) : text, country);
  const ref = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(ref, onTyped);

  return (
    <div className={styles.field}>
      <div className={styles.phoneRow}>
        {code && (
          <div>
            <label className={styles.label} htmlFor={countryFieldId(field.name)}>
              Country
            </label>
            <select
              id={countryFieldId(field.name)}
              className={`${styles.input} ${styles.select}`}
              value={country}
              disabled={isReadOnly}
              onChange={(event) => update(typed, event.target.value)}
              aria-describedby={hintId(field.name)}
            >
              {countries.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={error ? styles.hasError : undefined}>
          <label className={styles.label} htmlFor={fieldId(field.name)}>
            {field.label}
          </label>
          <input
            ref={ref}
            name={input.name}
            value={typed}
            onChange={(event) => onTyped(event.target.value)}
            onBlur={input.onBlur}
            id={fieldId(field.name)}
            className={styles.input}
            type="tel"
            inputMode="tel"
            autoComplete={field.autoComplete ?? 'tel'}
            readOnly={isReadOnly}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(field.name, { hasHint: true, hasError: Boolean(error) })}
          />
        </div>
      </div>
      <p className={`${styles.hint} ${styles.phoneHint}`} id={hintId(field.name)}>
        {hint}
      </p>
      <FieldError path={field.name} error={error} />
    </div>
  );
};
