// Step 4: how the investor qualifies as accredited (docs/spec.md §9 criteria) and the evidence. The form validates with the
// very schema POST /api/syndication/accreditation uses; the upload is checked as the server checks it.
import { ACCREDITATION_BASES, ACCREDITATION_BASIS_LABELS } from '../../../shared/domain/accreditation-basis';
import { syndicationAccreditationSchema } from '../../../shared/schemas/syndication-accreditation.schema';
import { validateWithSchema } from '../../components/fields/validate-with-schema';
import { UploadField } from '../../components/upload/upload-field';
import { toUploadedFile, type UploadValue, uploadError } from '../../components/upload/upload-value';
import { submitAccreditation } from './api/submit-accreditation';
import { DenialNotice } from './denial-notice';
import { RadioControl } from './form-controls';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

type Values = { basis: string; document: UploadValue };

const CHOICES = ACCREDITATION_BASES.map((value) => ({ value, label: ACCREDITATION_BASIS_LABELS[value] }));

const validate = async (values: Values) => {
  const errors = await validateWithSchema(syndicationAccreditationSchema, values);
  const document = uploadError(values.document);
  return document ? { ...errors, document } : errors;
};

export const AccreditationStep = ({ meta, answer, onAnswer, onFailure }: StepProps) => (
  <StepForm<Values>
    meta={meta}
    initialValues={{ basis: answer.accreditationBasis ?? '', document: null }}
    validate={validate}
    submit={async (values, onProgress) => {
      const document = toUploadedFile(values.document);
      const { basis } = await syndicationAccreditationSchema.validate(values);
      if (!document) throw new Error('No document chosen');
      return submitAccreditation({ basis, document }, onProgress);
    }}
    onAnswer={onAnswer}
    onFailure={onFailure}
    incompleteHint="Choose how you qualify and the evidence to continue."
  >
    {({ progress }) => (
      <>
        <DenialNotice verification={answer.accreditation} />
        <RadioControl name="basis" label="How do you qualify as an accredited investor?" choices={CHOICES} />
        <UploadField
          name="document"
          label="Evidence of accreditation"
          hint="For example, a letter from a CPA, attorney or registered investment adviser confirming that you qualify, dated within the last 90 days."
          progress={progress}
        />
      </>
    )}
  </StepForm>
);
