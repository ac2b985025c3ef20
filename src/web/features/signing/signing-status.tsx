// For the investment summary (docs/spec.md §2): who still has to sign a transaction's agreement, a way to send a co-signer
// their link again, and the signed agreement once complete (countersigned by the fund once it has) with the tax form
// signed with it, or the note of an IRA that carries none. Shows nothing before signing has begun.
import { useEffect, useState } from 'react';
import type { SignerSummary, SigningStatusAnswer } from '../../../shared/api/signing';
import { Button } from '../../components/ui/button';
import documentStyles from '../../components/ui/document-view.module.css';
import { getSigningStatus } from './api/get-signing-status';
import { resendSigningLink } from './api/resend-signing-link';
import { errorText } from './error-text';
import { formatDay, ROLE_LABELS, signerStatusText } from './signer-words';
import styles from './signing.module.css';

/** Why an IRA carries no tax form from the investor, on a fund that collects them. */
const TaxFormNote = ({ note }: { note: string | null }) =>
  note && (
    <p className={styles.muted} data-testid="tax-form-note">
      {note}
    </p>
  );

export const SigningStatus = ({ transactionIntegrationId }: { transactionIntegrationId: string }) => {
  const [status, setStatus] = useState<SigningStatusAnswer | null>(null);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const [sendingTo, setSendingTo] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    getSigningStatus(transactionIntegrationId, controller.signal)
      .then(setStatus)
      .catch(() => undefined);
    return () => controller.abort();
  }, [transactionIntegrationId]);

  if (!status?.envelopeId) return null;

  const resend = async (signer: SignerSummary) => {
    setSendingTo(signer.signerId);
    setMessage(null);
    try {
      setStatus(await resendSigningLink({ transactionIntegrationId, signerId: signer.signerId }));
      setMessage({ text: `A new link was sent to ${signer.emailHint}.`, isError: false });
    } catch (failure) {
      setMessage({ text: errorText(failure), isError: true });
    } finally {
      setSendingTo(null);
    }
  };

  if (status.status === 'completed') {
    return (
      <div className={styles.section}>
        <p className={styles.done}>
          Signed by everyone{status.completedAt ? ` on ${formatDay(status.completedAt)}` : ''}.
          {status.countersignedAt && ` Countersigned by the fund on ${formatDay(status.countersignedAt)}.`}
        </p>
        {status.downloadUrl && (
          <p className={documentStyles.links}>
            <a href={status.downloadUrl} download>
              Download the signed agreement (PDF)
            </a>
            {status.taxForm?.downloadUrl && (
              <a href={status.taxForm.downloadUrl} download>
                Download the signed {status.taxForm.title} (PDF)
              </a>
            )}
          </p>
        )}
        <TaxFormNote note={status.taxFormNote} />
      </div>
    );
  }

  const pending = status.signers.filter((s) => s.status === 'pending');
  return (
    <div className={styles.section}>
      <p>Still to sign: {status.pendingNames.join(', ')}</p>
      <ul className={styles.signers} aria-label="Signers who still have to sign">
        {pending.map((signer) => (
          <li key={signer.signerId} className={styles.signer}>
            <span>
              {ROLE_LABELS[signer.role]}: <span className={styles.signerName}>{signer.name}</span>
              <span className={styles.muted}> · {signerStatusText(signer)}</span>
            </span>
            {signer.role !== 'investor' && signer.invitedAt && (
              <Button
                variant="quiet"
                isBusy={sendingTo === signer.signerId}
                disabled={sendingTo !== null}
                onClick={() => resend(signer)}
              >
                Send the link again
              </Button>
            )}
          </li>
        ))}
      </ul>
      {message && (
        <p className={message.isError ? styles.error : styles.muted} role={message.isError ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <TaxFormNote note={status.taxFormNote} />
    </div>
  );
};
