// The step form descriptors of src/shared/forms, loaded per step (step-module-loader.ts), with the option lists they
// name: the very objects of `stepForms`, so the browser draws the form the server reads the step's fields from.
import type { FormStepId } from '../../../shared/domain/steps';
import type { StepForm } from '../../../shared/forms/form-types';
import { stepModuleLoader } from './step-module-loader';

const forms = stepModuleLoader<StepForm>(import.meta.glob('./*.form.ts', { base: '../../../shared/forms' }), 'form');

/** The step's form, fetched once per page load. */
export const loadStepForm = (step: FormStepId): Promise<StepForm> => forms.load(step);

/** The step's form if it has arrived already. */
export const loadedStepForm = (step: FormStepId): StepForm | undefined => forms.loaded(step);
