// DOCUMENT_SIGNED (docs/spec.md §2): the embedded signing layout; the page hides the next button.
import type { StepForm } from './form-types';

export const documentSignedForm: StepForm = {
  title: 'Sign your subscription agreement',
  intro:
    'Please read the agreement, then sign where indicated. Joint subscribers and spouses receive their own link by e-mail.',
  fields: [{ kind: 'subscriptionAgreementSigning' }],
};
