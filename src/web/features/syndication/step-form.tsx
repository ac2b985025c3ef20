// One sign-up step as a form: Formik owns the keystrokes and validates with the step's rules; 'Next step' sends the
// step and the page renders whatever stage the server answers. The server's field messages land next to their
// fields; any other refusal is said above the footer.
import { Form, Formik, type FormikErrors, type FormikProps, type FormikValues, setIn } from 'formik';
import { type ReactNode, useState } from 'react';
import type { SyndicationStepMeta } from '../../../../machines/syndication-sign-up.machine.types';
import type { SyndicationStatusAnswer } from '../../../shared/api/syndication';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import styles from './syndication.module.css';
import { SyndicationFooter } from './syndication-footer';

export type StepSubmit<Values> = (
  values: Values,
  onProgress: (fraction: number) => void,
) => Promise<SyndicationStatusAnswer>;

type StepFormProps<Values extends FormikValues> = {
  meta: SyndicationStepMeta;
  initialValues: Values;
  validate: (values: Values) => Promise<FormikErrors<Values>> | FormikErrors<Values>;
  submit: StepSubmit<Values>;
  onAnswer: (answer: SyndicationStatusAnswer) => void;
  /** A refusal the page handles itself (401: the login; 409: the sign-up moved on elsewhere). */
  onFailure: (error: unknown) => void;
  incompleteHint: string;
  children: (form: FormikProps<Values> & { progress: number | null }) => ReactNode;
};

export const StepForm = <Values extends FormikValues>({
  meta,
  initialValues,
  validate,
  submit,
  onAnswer,
  onFailure,
  incompleteHint,
  children,
}: StepFormProps<Values>) => {
  /** Formik counts a form valid until its first validation has run; Next waits for that verdict (docs/spec.md §5). */
  const [hasVerdict, setHasVerdict] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (values: Values, helpers: { setErrors: (errors: FormikErrors<Values>) => void }) => {
    setFormError(null);
    setProgress(null);
    try {
      onAnswer(await submit(values, setProgress));
    } catch (error) {
      if (isApiError(error) && (error.status === 401 || error.status === 409)) {
        onFailure(error);
        return;
      }
      const fields = isApiError(error) ? (error.body.fields ?? {}) : {};
      if (Object.keys(fields).length > 0) {
        let errors: FormikErrors<Values> = {};
        for (const [path, message] of Object.entries(fields)) errors = setIn(errors, path, message);
        helpers.setErrors(errors);
      }
      setFormError(isApiError(error) ? error.body.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={async (values) => {
        const errors = await validate(values);
        setHasVerdict(true);
        return errors;
      }}
      validateOnMount
      onSubmit={onSubmit}
    >
      {(form) => (
        <Form noValidate className={styles.form} aria-label={meta.title}>
          {children({ ...form, progress })}
          {formError && (
            <p className={styles.formError} role="alert">
              {formError}
            </p>
          )}
          <SyndicationFooter
            meta={meta}
            isNextDisabled={!hasVerdict || !form.isValid || form.isSubmitting}
            isSubmitting={form.isSubmitting}
            incompleteHint={hasVerdict && !form.isValid ? incompleteHint : null}
          />
        </Form>
      )}
    </Formik>
  );
};
