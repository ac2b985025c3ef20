// Adopting a signature (docs/design.md §7): type the name, shown in the script face it is stamped in, or draw it.
import { useId } from 'react';
import { TYPED_SIGNATURE_MESSAGE } from '../../../shared/api/signing';
import fieldStyles from '../fields/fields.module.css';
import { DrawnSignaturePad } from './drawn-signature-pad';
import styles from './signature.module.css';
import { adoptedSignatureOf, type SignatureDraft } from './signature-draft';

type SignatureAdoptionProps = {
  draft: SignatureDraft;
  isDisabled: boolean;
  onChange: (draft: SignatureDraft) => void;
};

export const SignatureAdoption = ({ draft, isDisabled, onChange }: SignatureAdoptionProps) => {
  const id = useId();
  const hasTypedError = draft.kind === 'typed' && draft.typedName.trim() !== '' && adoptedSignatureOf(draft) === null;
  return (
    <fieldset className={styles.fieldset} disabled={isDisabled}>
      <legend>Adopt your signature</legend>
      <div className={styles.choices}>
        {(['typed', 'drawn'] as const).map((kind) => (
          <label key={kind} className={styles.check}>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={draft.kind === kind}
              onChange={() => onChange({ ...draft, kind })}
            />
            <span>{kind === 'typed' ? 'Type my name' : 'Draw my signature'}</span>
          </label>
        ))}
      </div>
      {draft.kind === 'typed' ? (
        <div>
          <label className={fieldStyles.label} htmlFor={`${id}-name`}>
            Your full name
          </label>
          <input
            id={`${id}-name`}
            className={fieldStyles.input}
            value={draft.typedName}
            autoComplete="name"
            aria-invalid={hasTypedError || undefined}
            aria-describedby={hasTypedError ? `${id}-error` : undefined}
            onChange={(event) => onChange({ ...draft, typedName: event.target.value })}
          />
          {hasTypedError && (
            <p id={`${id}-error`} className={styles.error} role="alert">
              {TYPED_SIGNATURE_MESSAGE}
            </p>
          )}
          <p className={styles.previewLabel}>Your signature will look like this:</p>
          <div className={styles.typedPreview} data-testid="typed-signature-preview">
            {draft.typedName}
          </div>
        </div>
      ) : (
        <DrawnSignaturePad onChange={(drawnPng) => onChange({ ...draft, drawnPng })} />
      )}
    </fieldset>
  );
};
