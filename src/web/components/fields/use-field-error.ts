import { getIn, useFormikContext } from 'formik';

/** The field's message once the investor has left the field or tried to continue (docs/spec.md §5 messages, next to it). */
export const useFieldError = (path: string): string | undefined => {
  const { errors, touched, submitCount } = useFormikContext();
  const message: unknown = getIn(errors, path);
  const isTouched = Boolean(getIn(touched, path)) || submitCount > 0;
  return isTouched && typeof message === 'string' ? message : undefined;
};
