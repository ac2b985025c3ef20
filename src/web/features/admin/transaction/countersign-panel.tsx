// The fund's countersignature (docs/admin.md 'Decisions'): once the subscription is approved and every signer has
// signed, the admin gives the title printed under their name, confirms, and the agreement comes back stamped, its
// certificate extended and resealed; the new SHA-256 is shown. Afterwards: who countersigned and when (the signing
// section below has the evidence and the download).
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { TransactionDetailAnswer } from '../../../../shared/api/admin-transaction';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useVisitor } from '../../../lib/session/visitor-context';
import styles from '../admin.module.css';
import { endSentence, formatInstant } from '../admin-format';
import { Alert } from '../admin-frame';
import { countersignTransaction } from '../api/pipeline-calls';
import { fieldsOf, messageOf } from '../error-text';

const TITLE_NEEDED = 'Please enter your title, as it should appear under your signature.';
const TITLE_MAX = 100;

type Props = { detail: TransactionDetailAnswer; onChange: (detail: TransactionDetailAnswer) => void };

export const CountersignPanel = ({ detail, onChange }: Props) => {
  const id = useId();
  const { visitor } = useVisitor();
  const titleRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLElement>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isWorking, setIsWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [isJustDone, setIsJustDone] = useState(false);
  const { row, fund, signing } = detail;
  const countersignature = signing?.countersignature ?? null;
  const signatoryName = [visitor?.user?.firstName, visitor?.user?.lastName].filter(Boolean).join(' ');

  useEffect(() => {
    if (isJustDone) resultRef.current?.focus();
  }, [isJustDone]);

  if (countersignature) {
    return (
      <section className={styles.section} ref={resultRef} tabIndex={-1} aria-labelledby={`${id}-done`}>
        <h3 id={`${id}-done`}>Countersignature</h3>
        {isJustDone && <Alert tone="success">Countersigned. The agreement is sealed again with a new SHA-256.</Alert>}
        <p>
          Countersigned for {countersignature.fundLegalName} by {countersignature.name}, {countersignature.title}, on{' '}
          {formatInstant(countersignature.at)}.
        </p>
        <p>
          New SHA-256 <span className={styles.hash}>{countersignature.sha256}</span>
        </p>
      </section>
    );
  }

  if (!detail.canCountersign) {
    return (
      <p className={styles.hint}>
        The fund countersigns once the subscription is approved and every signer has signed.
      </p>
    );
  }

  const onAsk = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (trimmed === '' || trimmed.length > TITLE_MAX) {
      setTitleError(TITLE_NEEDED);
      titleRef.current?.focus();
      return;
    }
    setTitleError(null);
    setFailure(null);
    setIsConfirming(true);
  };

  const onCountersign = async () => {
    setIsWorking(true);
    setFailure(null);
    try {
      const next = await countersignTransaction(row.transactionId, title.trim());
      setIsConfirming(false);
      setIsJustDone(true);
      onChange(next);
    } catch (error) {
      const fieldError = fieldsOf(error).signatoryTitle;
      if (fieldError) {
        setIsConfirming(false);
        setTitleError(fieldError);
        titleRef.current?.focus();
      } else {
        setFailure(messageOf(error));
      }
    } finally {
      setIsWorking(false);
    }
  };

  const titleId = `${id}-title`;
  return (
    <form className={styles.section} onSubmit={onAsk} noValidate aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Countersign for the fund</h3>
      <div className={styles.field}>
        <label htmlFor={titleId} className={styles.label}>
          Signatory title
        </label>
        <p id={`${titleId}-hint`} className={styles.hint}>
          Printed under your name on the agreement, for example General Partner.
        </p>
        <input
          id={titleId}
          ref={titleRef}
          className={[styles.input, titleError && styles.invalid].filter(Boolean).join(' ')}
          value={title}
          maxLength={TITLE_MAX}
          autoComplete="organization-title"
          aria-invalid={titleError ? true : undefined}
          aria-describedby={[`${titleId}-hint`, titleError && `${titleId}-error`].filter(Boolean).join(' ')}
          onChange={(event) => setTitle(event.target.value)}
        />
        {titleError && (
          <p id={`${titleId}-error`} className={styles.fieldError} role="alert">
            {titleError}
          </p>
        )}
      </div>
      <div className={styles.buttonRow}>
        <Button type="submit">Countersign…</Button>
      </div>
      <Dialog
        isOpen={isConfirming}
        onClose={() => !isWorking && setIsConfirming(false)}
        title={`Countersign for ${fund.legalName || fund.name}`}
        actions={
          <>
            <Button onClick={() => setIsConfirming(false)} disabled={isWorking}>
              Cancel
            </Button>
            <Button variant="primary" isBusy={isWorking} disabled={isWorking} onClick={onCountersign}>
              Countersign the agreement
            </Button>
          </>
        }
      >
        <p>
          Your signature{signatoryName && ` as ${signatoryName}`}, the title {title.trim()} and today’s date will be
          stamped on {row.investor.name}’s agreement for {endSentence(fund.legalName || fund.name)} Its certificate is
          extended with this countersignature and the agreement is sealed again with a new SHA-256. This cannot be
          undone.
        </p>
        <div role="status">{isWorking && 'Countersigning: stamping, extending the certificate and resealing…'}</div>
        {failure && <Alert>{failure}</Alert>}
      </Dialog>
    </form>
  );
};
