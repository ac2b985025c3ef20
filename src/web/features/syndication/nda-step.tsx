// Step 2: the NDA, signed in the page through the signature provider (docs/design.md §7, as the subscription agreement):
// read it, accept the electronic-records disclosure, adopt a signature, state the intent to sign. 'Next step' signs.
import { useEffect, useState } from 'react';
import type { NdaView } from '../../../shared/api/syndication';
import { DisclosureConsent } from '../../components/signature/disclosure-consent';
import { IntentToSign } from '../../components/signature/intent-to-sign';
import { SignatureAdoption } from '../../components/signature/signature-adoption';
import { adoptedSignatureOf, draftFor, type SignatureDraft } from '../../components/signature/signature-draft';
import { Loading } from '../../components/ui/page';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import { useVisitor } from '../../lib/session/visitor-context';
import { consentToNdaDisclosure } from './api/consent-to-nda-disclosure';
import { openNda } from './api/open-nda';
import { signNda } from './api/sign-nda';
import { NdaDocument } from './nda-document';
import { StepForm } from './step-form';
import type { StepProps } from './step-props';
import styles from './syndication.module.css';

type Values = { draft: SignatureDraft; hasIntent: boolean };

const messageOf = (error: unknown): string => (isApiError(error) ? error.body.message : GENERIC_ERROR_MESSAGE);

export const NdaStep = ({ meta, onAnswer, onFailure }: StepProps) => {
  const { visitor } = useVisitor();
  const [view, setView] = useState<NdaView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isConsenting, setIsConsenting] = useState(false);
  const name = visitor?.user ? `${visitor.user.firstName} ${visitor.user.lastName}`.trim() : '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: the NDA opens once per visit of the step.
  useEffect(() => {
    let isCurrent = true;
    openNda().then(
      (opened) => isCurrent && setView(opened),
      (failure: unknown) => {
        if (!isCurrent) return;
        if (isApiError(failure) && failure.status === 401) onFailure(failure);
        else setError(messageOf(failure));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const onConsent = async (disclosureSha256: string) => {
    setIsConsenting(true);
    setError(null);
    try {
      setView(await consentToNdaDisclosure(disclosureSha256));
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setIsConsenting(false);
    }
  };

  if (!view) {
    return error ? (
      <p className={styles.formError} role="alert">
        {error}
      </p>
    ) : (
      <Loading label="Preparing your NDA…" />
    );
  }
  const canSign = view.canSign && view.hasConsented && !view.hasSigned;

  return (
    <StepForm<Values>
      meta={meta}
      initialValues={{ draft: draftFor(name), hasIntent: false }}
      // Nothing here is typed in, so no message sits next to a field: the footer's hint says what is missing.
      validate={({ draft, hasIntent }) =>
        canSign && adoptedSignatureOf(draft) !== null && hasIntent ? {} : { hasIntent: 'incomplete' }
      }
      submit={({ draft }) => {
        const signature = adoptedSignatureOf(draft);
        if (!signature) throw new Error('No signature adopted');
        return signNda(signature);
      }}
      onAnswer={onAnswer}
      onFailure={onFailure}
      incompleteHint="Accept the disclosure, adopt your signature and confirm your intent to sign."
    >
      {({ values, setFieldValue, isSubmitting }) => (
        <>
          <NdaDocument view={view} />
          {!view.canSign && view.cannotSignReason && (
            <p className={styles.notice} role="note">
              {view.cannotSignReason}
            </p>
          )}
          <DisclosureConsent
            disclosure={view.disclosure}
            hasConsented={view.hasConsented}
            isDisabled={!view.canSign}
            isBusy={isConsenting}
            onAccept={(sha256) => void onConsent(sha256)}
          />
          {error && (
            <p className={styles.formError} role="alert">
              {error}
            </p>
          )}
          {canSign && (
            <section className={styles.section} aria-label="Signature">
              <SignatureAdoption
                draft={values.draft}
                isDisabled={isSubmitting}
                onChange={(draft) => void setFieldValue('draft', draft)}
              />
              <IntentToSign
                documentName="non-disclosure agreement"
                name="hasIntent"
                isChecked={values.hasIntent}
                isDisabled={isSubmitting}
                onChange={(isChecked) => void setFieldValue('hasIntent', isChecked)}
              />
            </section>
          )}
        </>
      )}
    </StepForm>
  );
};
