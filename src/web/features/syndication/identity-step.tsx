// Step 3: legal name, date of birth, residence and a government-issued ID. The form validates with the very schema
// POST /api/syndication/identity uses; the upload is checked by its first bytes and size, as the server checks it.
import { useEffect, useState } from 'react';
import { syndicationIdentitySchema } from '../../../shared/schemas/syndication-identity.schema';
import { validateWithSchema } from '../../components/fields/validate-with-schema';
import { Loading } from '../../components/ui/page';
import { UploadField } from '../../components/upload/upload-field';
import { uploadError } from '../../components/upload/upload-value';
import type { NamedValue } from '../../lib/api/api-types';
import { loadUiConfig } from '../../lib/api/cached-lists';
import { useInvestments } from '../../lib/session/investments-context';
import { useVisitor } from '../../lib/session/visitor-context';
import { submitIdentity } from './api/submit-identity';
import { DenialNotice } from './denial-notice';
import { TextControl } from './form-controls';
import { type IdentityFormValues, initialIdentityValues, toIdentityRequest } from './identity-values';
import { ResidenceFields } from './residence-fields';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';

const validate = async (values: IdentityFormValues) => {
  const errors = await validateWithSchema(syndicationIdentitySchema(new Date()), values);
  const document = uploadError(values.document);
  return document ? { ...errors, document } : errors;
};

export const IdentityStep = ({ meta, answer, onAnswer, onFailure }: StepProps) => {
  const { visitor } = useVisitor();
  const { investments } = useInvestments();
  const [countries, setCountries] = useState<readonly NamedValue[] | null>(null);
  const name = visitor?.user ? `${visitor.user.firstName} ${visitor.user.lastName}`.trim() : '';

  useEffect(() => {
    let isCurrent = true;
    loadUiConfig().then(
      (config) => isCurrent && setCountries(config.country),
      // Without the list the country can still be the US, which every investor here may pick.
      () => isCurrent && setCountries([{ value: 'US', name: 'United States' }]),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  if (!countries) return <Loading />;
  return (
    <StepForm<IdentityFormValues>
      meta={meta}
      initialValues={initialIdentityValues({ name, residence: investments?.primaryResidence ?? null })}
      validate={validate}
      submit={(values, onProgress) => {
        const request = toIdentityRequest(values);
        if (!request) throw new Error('No document chosen');
        return submitIdentity(request, onProgress);
      }}
      onAnswer={onAnswer}
      onFailure={onFailure}
      incompleteHint="Complete the fields above and choose your ID document to continue."
    >
      {({ progress }) => (
        <>
          <DenialNotice verification={answer.identity} />
          <TextControl
            name="legalName"
            label="Full legal name"
            hint="As it appears on your ID."
            autoComplete="name"
            maxLength={200}
          />
          <TextControl name="dateOfBirth" label="Date of birth" type="date" autoComplete="bday" />
          <ResidenceFields countries={countries} />
          <UploadField
            name="document"
            label="Government-issued ID"
            hint="A passport, driver’s licence or national identity card, showing your photo and full name."
            progress={progress}
          />
        </>
      )}
    </StepForm>
  );
};
