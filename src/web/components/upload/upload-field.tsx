// A document upload in a Formik form: a visible label, the accepted kinds and the 10 MB limit stated, a file input
// inside a drop zone (the input keeps the keyboard focus; the zone takes dropped files), the browser's checks with the
// server's messages, the chosen file with a remove button, and the upload's progress while the form is sent.
import { useField, useFormikContext } from 'formik';
import { type DragEvent, useId, useRef, useState } from 'react';
import { UPLOAD_ACCEPT } from '../../../shared/schemas/fields/upload';
import { describedBy, fieldId, hintId } from '../fields/field-ids';
import { FieldError } from '../fields/field-shell';
import fieldStyles from '../fields/fields.module.css';
import { useFieldError } from '../fields/use-field-error';
import { formatByteSize } from './byte-size';
import { readUpload } from './read-upload';
import styles from './upload-field.module.css';
import type { UploadValue } from './upload-value';

export const UPLOAD_LIMITS_TEXT = 'PDF, JPEG or PNG, up to 10 MB.';

type UploadFieldProps = {
  name: string;
  label: string;
  /** What to upload, e.g. which documents serve; the accepted kinds and the limit follow it. */
  hint?: string;
  /** The share of the upload sent (0–1) while the form is being sent; null otherwise. */
  progress: number | null;
};

export const UploadField = ({ name, label, hint, progress }: UploadFieldProps) => {
  const [{ value }, , helpers] = useField<UploadValue>(name);
  const { isSubmitting } = useFormikContext();
  const error = useFieldError(name);
  const inputRef = useRef<HTMLInputElement>(null);
  const [isReading, setIsReading] = useState(false);
  const [isDragOver, setIsDragOver] = useState(false);
  const statusId = useId();
  const id = fieldId(name);
  const isBusy = isSubmitting || isReading;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setIsReading(true);
    try {
      const value = await readUpload(file);
      // Touched first without validating: the validation of the new value is the one that must win.
      await helpers.setTouched(true, false);
      await helpers.setValue(value);
    } finally {
      setIsReading(false);
    }
  };

  const remove = async () => {
    await helpers.setValue(null);
    if (inputRef.current) inputRef.current.value = '';
    inputRef.current?.focus();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsDragOver(false);
    if (!isBusy) void choose(event.dataTransfer.files[0]);
  };

  const hints = [hint, UPLOAD_LIMITS_TEXT].filter(Boolean).join(' ');
  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <div className={[fieldStyles.field, error && fieldStyles.hasError].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <p className={fieldStyles.hint} id={hintId(name)}>
        {hints}
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds dropping; the input inside it is the keyboard's way in. */}
      <div
        className={[styles.zone, isDragOver && styles.dragOver, error && styles.zoneError].filter(Boolean).join(' ')}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragOver(true);
        }}
        onDragLeave={() => setIsDragOver(false)}
        onDrop={onDrop}
      >
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          className={styles.input}
          accept={UPLOAD_ACCEPT}
          disabled={isBusy}
          aria-invalid={error ? true : undefined}
          aria-describedby={[describedBy(name, { hasHint: true, hasError: Boolean(error) }), value && statusId]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <span className={styles.prompt} aria-hidden="true">
          <span className={styles.chooseButton}>Choose a file</span> or drag it here
        </span>
      </div>
      {isReading && (
        <p className={styles.status} role="status">
          Checking the file…
        </p>
      )}
      {value && !isReading && (
        <div className={styles.chosen}>
          <p className={styles.fileName} id={statusId}>
            {value.status === 'ready'
              ? `Chosen: ${value.fileName} (${formatByteSize(value.byteLength)})`
              : `Not accepted: ${value.fileName}`}
          </p>
          <button
            type="button"
            className={styles.remove}
            onClick={() => void remove()}
            disabled={isSubmitting}
            aria-label={`Remove ${value.fileName}`}
          >
            Remove
          </button>
        </div>
      )}
      {percent !== null && value?.status === 'ready' && (
        <div className={styles.progress}>
          <label htmlFor={`${id}-progress`}>Uploading {value.fileName}</label>
          <progress id={`${id}-progress`} max={100} value={percent}>
            {percent}%
          </progress>
          <span aria-hidden="true">{percent}%</span>
        </div>
      )}
      <FieldError path={name} error={error} />
    </div>
  );
};
