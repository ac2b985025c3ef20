// The file of a data-room upload in a Formik form: a visible label, the kinds and the limit stated, the browser's
// checks by the file's bytes with the server's messages, the chosen file, and the upload's progress while it is sent.
import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { formatByteSize } from '../../../components/upload/byte-size';
import type { UploadValue } from '../../../components/upload/upload-value';
import styles from '../admin.module.css';
import { DATA_ROOM_ACCEPT, DATA_ROOM_LIMITS_TEXT, readDataRoomFile } from './data-room-file';

type FileControlProps = {
  /** Ids in the page are made from it: two forms may hold a file at once. */
  idPrefix: string;
  name: string;
  label: string;
  /** The share of the body sent (0–1) while the form is being sent; null otherwise. */
  progress: number | null;
};

export const DataRoomFileControl = ({ idPrefix, name, label, progress }: FileControlProps) => {
  const [{ value }, meta, helpers] = useField<UploadValue>(name);
  const { isSubmitting } = useFormikContext();
  const [isReading, setIsReading] = useState(false);
  const id = `${idPrefix}-${name}`;
  const error = meta.touched ? meta.error : undefined;
  const describedBy = [`${id}-hint`, value && `${id}-chosen`, error && `${id}-error`].filter(Boolean).join(' ');
  const percent = progress === null ? null : Math.round(progress * 100);

  const choose = async (file: File | undefined) => {
    if (!file) {
      await helpers.setValue(null);
      return;
    }
    setIsReading(true);
    try {
      const read = await readDataRoomFile(file);
      await helpers.setTouched(true, false);
      await helpers.setValue(read);
    } finally {
      setIsReading(false);
    }
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={styles.hint}>
        {DATA_ROOM_LIMITS_TEXT}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        accept={DATA_ROOM_ACCEPT}
        className={[styles.fileInput, error && styles.invalid].filter(Boolean).join(' ')}
        disabled={isSubmitting || isReading}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {isReading && (
        <p className={styles.hint} role="status">
          Checking the file…
        </p>
      )}
      {value && !isReading && (
        <p id={`${id}-chosen`} className={styles.hint}>
          {value.status === 'ready'
            ? `Chosen: ${value.fileName} (${formatByteSize(value.byteLength)})`
            : `Not accepted: ${value.fileName}`}
        </p>
      )}
      {percent !== null && value?.status === 'ready' && (
        <div className={styles.progress}>
          <label htmlFor={`${id}-progress`}>Uploading… {percent} %</label>
          <progress id={`${id}-progress`} max={100} value={percent}>
            {percent} %
          </progress>
        </div>
      )}
      {/* Always in the page, so that a refusal is read out the moment it appears. */}
      <p id={`${id}-error`} className={styles.fieldError} role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
};
