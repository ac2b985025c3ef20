// A new version of a document, in a dialog: the file is checked in the browser with the server's rules, its upload's
// progress shows while it goes up, and the old version stays for the audit trail.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import type { AdminDataRoomDocument, AdminDataRoomView } from '../../../../shared/api/data-room';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api/api-error';
import styles from '../admin.module.css';
import { Alert } from '../admin-frame';
import { addDocumentVersion } from '../api/data-room-calls';
import { messageOf } from '../error-text';
import { toDataRoomFile } from './data-room-file';
import { DataRoomFileControl } from './data-room-file-control';
import { type FileValues, fieldErrorsFor, validateFile } from './document-form-values';

type VersionDialogProps = {
  slug: string;
  document: AdminDataRoomDocument | null;
  onClose: () => void;
  onSaved: (view: AdminDataRoomView, title: string) => void;
};

export const DocumentVersionDialog = ({ slug, document, onClose, onSaved }: VersionDialogProps) => {
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const onSubmit = async (values: FileValues, helpers: FormikHelpers<FileValues>) => {
    const file = toDataRoomFile(values.file);
    if (!document || !file) return;
    setFailure(null);
    setProgress(0);
    try {
      const view = await addDocumentVersion(slug, document.id, file, setProgress);
      helpers.resetForm();
      onSaved(view, document.title);
    } catch (error) {
      if (isApiError(error) && error.body.fields) helpers.setErrors(fieldErrorsFor(error.body.fields, values));
      setFailure(messageOf(error));
    } finally {
      setProgress(null);
    }
  };

  const current = document?.versions[0];
  return (
    <Formik<FileValues> initialValues={{ file: null }} validate={validateFile} onSubmit={onSubmit}>
      {({ isSubmitting, resetForm }) => {
        const close = () => {
          if (isSubmitting) return;
          resetForm();
          setFailure(null);
          onClose();
        };
        return (
          <Dialog
            isOpen={document !== null}
            onClose={close}
            title={document ? `New version of “${document.title}”` : 'New version'}
            actions={
              <>
                <Button onClick={close} disabled={isSubmitting}>
                  Cancel
                </Button>
                <Button type="submit" form={formId} variant="primary" isBusy={isSubmitting} disabled={isSubmitting}>
                  {isSubmitting ? 'Uploading…' : 'Upload the new version'}
                </Button>
              </>
            }
          >
            {current && (
              <p className={styles.hint}>
                Now version {current.version} ({current.fileName}). The earlier versions stay for the audit trail;
                investors open the new one.
              </p>
            )}
            <Form id={formId} noValidate aria-label="New version">
              <DataRoomFileControl
                idPrefix="new-version"
                name="file"
                label="File of the new version"
                progress={progress}
              />
            </Form>
            {failure && <Alert>{failure}</Alert>}
          </Dialog>
        );
      }}
    </Formik>
  );
};
