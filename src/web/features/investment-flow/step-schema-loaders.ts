// The step schemas of src/shared/schemas, loaded per step (step-module-loader.ts): the very objects of `stepSchemas`,
// so browser and server validate with the same schema. A step page downloads its own schema only, so the phone
// metadata (libphonenumber) arrives with the steps that ask for a phone. This file is reached through
// step-schema.ts only, in a chunk of its own.
import type { AnyObjectSchema } from 'yup';
import type { FormStepId } from '../../../shared/domain/steps';
import { stepModuleLoader } from './step-module-loader';

const schemas = stepModuleLoader<AnyObjectSchema>(
  import.meta.glob('./*.schema.ts', { base: '../../../shared/schemas' }),
  'schema',
);

/** The step's schema, fetched once per page load. */
export const loadStepSchemaModule = (step: FormStepId): Promise<AnyObjectSchema> => schemas.load(step);
