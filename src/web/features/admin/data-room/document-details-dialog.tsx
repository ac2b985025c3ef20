// Editing a document's title, category and who may open it, in a dialog, checked with the schema the server uses.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import type { AdminDataRoomDocument, AdminDataRoomView } from '../../../../shared/api/data-room';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api/api-error';
import { Alert } from '../admin-frame';
import { updateDocumentDetails } from '../api/data-room-calls';
import { messageOf } from '../error-text';
import { SelectControl, TextControl } from '../form-fields';
import {
  ACCESS_CHOICES,
  accessHint,
  CATEGORY_CHOICES,
  type DetailsValues,
  fieldErrorsFor,
  toDetails,
  validateDetails,
} from './document-form-values';

type DetailsDialogProps = {
  slug: string;
  document: AdminDataRoomDocument | null;
  ndaRequired: boolean;
  onClose: () => void;
  onSaved: (view: AdminDataRoomView, title: string) => void;
};

export const DocumentDetailsDialog = ({ slug, document, ndaRequired, onClose, onSaved }: DetailsDialogProps) => {
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (values: DetailsValues, helpers: FormikHelpers<DetailsValues>) => {
    if (!document) return;
    setFailure(null);
    try {
      onSaved(await updateDocumentDetails(slug, document.id, toDetails(values)), values.title.trim());
    } catch (error) {
      if (isApiError(error) && error.body.fields) helpers.setErrors(fieldErrorsFor(error.body.fields, values));
      setFailure(messageOf(error));
    }
  };

  return (
    <Formik
      initialValues={{
        title: document?.title ?? '',
        category: document?.category ?? '',
        accessLevel: document?.accessLevel ?? '',
      }}
      enableReinitialize
      validate={validateDetails}
      onSubmit={onSubmit}
    >
      {({ isSubmitting, resetForm }) => {
        const close = () => {
          resetForm();
          setFailure(null);
          onClose();
        };
        return (
          <Dialog
            isOpen={document !== null}
            onClose={close}
            title={document ? `Edit “${document.title}”` : 'Edit the document'}
            actions={
              <>
                <Button onClick={close}>Cancel</Button>
                <Button type="submit" form={formId} variant="primary" isBusy={isSubmitting} disabled={isSubmitting}>
                  Save details
                </Button>
              </>
            }
          >
            <Form id={formId} noValidate aria-label="Document details">
              <TextControl idPrefix="edit-document" name="title" label="Title" />
              <SelectControl idPrefix="edit-document" name="category" label="Category" choices={CATEGORY_CHOICES} />
              <SelectControl
                idPrefix="edit-document"
                name="accessLevel"
                label="Who may open it"
                hint={accessHint(ndaRequired)}
                choices={ACCESS_CHOICES}
              />
            </Form>
            {failure && <Alert>{failure}</Alert>}
          </Dialog>
        );
      }}
    </Formik>
  );
};
