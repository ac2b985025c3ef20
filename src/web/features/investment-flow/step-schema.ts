// A step's yup schema, on demand. A step is drawn without it (the form asks for it once it is on screen, and Next
// waits for its verdict), so neither yup nor the schemas' loaders are part of the code a step needs to be drawn.
import type { AnyObjectSchema } from 'yup';
import type { FormStepId } from '../../../shared/domain/steps';
import { loadedOnce } from './loaded-once';

/**
 * Once a step's schema is in, each validation and each Next awaits a promise already settled: a dynamic `import()`
 * per call would be answered only in a later task of the browser, after a frame (docs/performance.md, 'Next click').
 */
const schemas = loadedOnce((step: FormStepId) =>
  import('./step-schema-loaders').then((m) => m.loadStepSchemaModule(step)),
);

export const loadStepSchema = (step: FormStepId): Promise<AnyObjectSchema> => schemas.load(step);
