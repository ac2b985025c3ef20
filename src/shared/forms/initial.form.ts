// INITIAL: the start of 'Sign Your Agreement'; nothing to fill in, and the way to the fund's documents first.
import type { StepForm } from './form-types';

export const initialForm: StepForm = {
  title: 'Sign your agreement',
  intro:
    'We will ask only what your method of investment needs and reuse what you have told us before. Most investors finish in about ten minutes.',
  fields: [{ kind: 'redirectDataroomButton' }],
};
