// A step's yup schema, on demand. A step is drawn without it (the form asks for it once it is on screen, and Next
// waits for its verdict), so neither yup nor the schemas' loaders are part of the code a step needs to be drawn.
import type { AnyObjectSchema } from 'yup';
import type { FormStepId } from '../../../shared/domain/steps';

export const loadStepSchema = (step: FormStepId): Promise<AnyObjectSchema> =>
  import('./step-schema-loaders').then((m) => m.loadStepSchemaModule(step));
