// The signer's statement of intent (ESIGN), ticked before the signature is applied: the subscription agreement and the
// syndication NDA alike.
import styles from './signature.module.css';

type IntentToSignProps = {
  /** How the sentence names the document: 'subscription agreement', 'non-disclosure agreement'. */
  documentName: string;
  isChecked: boolean;
  isDisabled?: boolean;
  name?: string;
  onChange: (isChecked: boolean) => void;
};

export const IntentToSign = ({ documentName, isChecked, isDisabled, name, onChange }: IntentToSignProps) => (
  <label className={styles.check}>
    <input
      type="checkbox"
      name={name}
      checked={isChecked}
      disabled={isDisabled}
      onChange={(event) => onChange(event.target.checked)}
    />
    <span>
      I intend to sign this {documentName} electronically. My electronic signature has the same effect as my handwritten
      signature.
    </span>
  </label>
);
