// Adding a document to the room: its title, category, who may open it and its file, checked in the browser with the
// server's own rules before the (possibly large) body is sent, with the upload's progress while it goes up.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { AdminDataRoomView } from '../../../../shared/api/data-room';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/page';
import { isApiError } from '../../../lib/api/api-error';
import styles from '../admin.module.css';
import { Alert } from '../admin-frame';
import { addDocument } from '../api/data-room-calls';
import { messageOf } from '../error-text';
import { SelectControl, TextControl } from '../form-fields';
import { toDataRoomFile } from './data-room-file';
import { DataRoomFileControl } from './data-room-file-control';
import {
  ACCESS_CHOICES,
  accessHint,
  CATEGORY_CHOICES,
  emptyNewDocument,
  fieldErrorsFor,
  type NewDocumentValues,
  toDetails,
  validateNewDocument,
} from './document-form-values';

type AddDocumentProps = { slug: string; ndaRequired: boolean; onSaved: (view: AdminDataRoomView) => void };

export const DataRoomAddDocument = ({ slug, ndaRequired, onSaved }: AddDocumentProps) => {
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const onSubmit = async (values: NewDocumentValues, helpers: FormikHelpers<NewDocumentValues>) => {
    const file = toDataRoomFile(values.file);
    if (!file) return;
    setMessage(null);
    setProgress(0);
    try {
      onSaved(await addDocument(slug, { ...toDetails(values), file }, setProgress));
      helpers.resetForm();
      setMessage({ tone: 'success', text: `“${values.title.trim()}” is added to the data room.` });
    } catch (failure) {
      if (isApiError(failure) && failure.body.fields) helpers.setErrors(fieldErrorsFor(failure.body.fields, values));
      setMessage({ tone: 'error', text: messageOf(failure) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <Panel className={styles.section}>
      <h2 id="add-document-heading">Add a document</h2>
      <Formik initialValues={emptyNewDocument()} validate={validateNewDocument} onSubmit={onSubmit}>
        {({ isSubmitting, submitCount, isValid }) => (
          <Form noValidate aria-labelledby="add-document-heading">
            <div className={styles.grid}>
              <TextControl idPrefix="new-document" name="title" label="Title" />
              <SelectControl idPrefix="new-document" name="category" label="Category" choices={CATEGORY_CHOICES} />
              <SelectControl
                idPrefix="new-document"
                name="accessLevel"
                label="Who may open it"
                hint={accessHint(ndaRequired)}
                choices={ACCESS_CHOICES}
              />
            </div>
            <DataRoomFileControl idPrefix="new-document" name="file" label="File" progress={progress} />
            {submitCount > 0 && !isValid && !message && <Alert>Please correct the highlighted fields.</Alert>}
            {message && <Alert tone={message.tone}>{message.text}</Alert>}
            <Button type="submit" variant="primary" isBusy={isSubmitting} disabled={isSubmitting}>
              {isSubmitting ? 'Uploading…' : 'Add document'}
            </Button>
          </Form>
        )}
      </Formik>
    </Panel>
  );
};
