// The click-through confidentiality agreement in front of the confidential documents (docs/data-room.md 'NDA'): the
// text to read in place, a box to tick, and the acceptance that opens them. The server records it with the text's
// hash, the time, the address and the browser, once. A plain form: the page stays light for a phone.
import { type FormEvent, useId, useRef, useState } from 'react';
import { DATA_ROOM_MESSAGES, type DataRoomView } from '../../../shared/api/data-room';
import fieldStyles from '../../components/fields/fields.module.css';
import { Button } from '../../components/ui/button';
import { ScrollText } from '../../components/ui/scroll-text';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../lib/api/api-error';
import { acceptDataRoomNda } from './api/data-room-calls';
import styles from './data-room.module.css';
import { documentsText } from './data-room-words';

type NdaGateProps = { view: DataRoomView; onAccepted: (view: DataRoomView) => void; onStale: () => void };

export const NdaGate = ({ view, onAccepted, onStale }: NdaGateProps) => {
  const [isAgreed, setIsAgreed] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  const id = useId();
  const { nda, fund, closed } = view;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isAgreed) {
      setFieldError(DATA_ROOM_MESSAGES.ndaAgree);
      box.current?.focus();
      return;
    }
    setError(null);
    setIsSending(true);
    try {
      onAccepted(await acceptDataRoomNda(fund.slug, nda.textSha256));
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) onStale();
      setError(isApiError(failure) ? failure.body.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section className={styles.gate} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Confidentiality agreement</h2>
      <p>
        {documentsText(closed.nda)} in this room {closed.nda === 1 ? 'is' : 'are'} confidential. Read the agreement and
        accept it to open {closed.nda === 1 ? 'it' : 'them'}; you accept it once for {fund.name}.
      </p>
      <ScrollText label="Text of the confidentiality agreement" className={styles.ndaText}>
        {nda.paragraphs.map((paragraph, index) =>
          index === 0 ? <h3 key={paragraph}>{paragraph}</h3> : <p key={paragraph}>{paragraph}</p>,
        )}
      </ScrollText>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className={styles.ndaForm}>
        <div className={[fieldStyles.field, fieldError && fieldStyles.hasError].filter(Boolean).join(' ')}>
          <div className={fieldStyles.checkRow}>
            <input
              ref={box}
              id={`${id}-agree`}
              type="checkbox"
              className={fieldStyles.checkbox}
              checked={isAgreed}
              disabled={isSending}
              onChange={(event) => {
                setIsAgreed(event.target.checked);
                if (event.target.checked) setFieldError(null);
              }}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-agree-error` : undefined}
            />
            <label htmlFor={`${id}-agree`} className={fieldStyles.checkLabel}>
              I have read the confidentiality agreement and I agree to it.
            </label>
          </div>
          {fieldError && (
            <p id={`${id}-agree-error`} className={fieldStyles.error} role="alert">
              {fieldError}
            </p>
          )}
        </div>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" isBusy={isSending}>
          Accept and open the documents
        </Button>
      </form>
    </section>
  );
};
