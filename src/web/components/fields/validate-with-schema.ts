// Formik validation with a step's yup schema (docs/design.md §3: one schema end to end). Formik's own validationSchema turns
// '' into undefined before validating, which would refuse the qualified-purchaser answer 'No' ('' is an answer,
// docs/spec.md §5); validating the values as they are keeps the browser's verdict the same as the server's.
// yup is imported for its types only: its code comes with the step's schema, which a form loads after it is on screen.
import { type FormikErrors, getIn, setIn } from 'formik';
import type { AnyObjectSchema, ValidationError } from 'yup';

/** yup's own `ValidationError.isError`, without importing yup's code. */
const isValidationError = (error: unknown): error is ValidationError =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'ValidationError';

export const validateWithSchema = async <Values>(
  schema: AnyObjectSchema,
  values: Values,
): Promise<FormikErrors<Values>> => {
  try {
    // The whole form data is also the context, as on the server (src/shared/schemas/step-schemas.ts).
    await schema.validate(values, { abortEarly: false, context: values as object });
    return {};
  } catch (error) {
    if (!isValidationError(error)) throw error;
    let errors: FormikErrors<Values> = {};
    for (const { path, message } of error.inner.length > 0 ? error.inner : [error]) {
      if (!path || getIn(errors, path) !== undefined) continue;
      errors = setIn(errors, path, message);
    }
    return errors;
  }
};
