// Approve or deny one upload; a denial needs the reason the investor will read (docs/syndication.md 'Review').
import { useState } from 'react';
import type { VerificationQueueRow } from '../../../../shared/api/syndication';
import { Button } from '../../../components/ui/button';
import styles from '../admin.module.css';
import { Alert } from '../admin-frame';
import { decideVerification } from '../api/verification-calls';
import { fieldsOf, messageOf } from '../error-text';
import { ReasonDialog } from '../transaction/reason-dialog';
import { decisionConfirmation, VERIFICATION_KIND_LABELS } from './verification-labels';

type Props = { row: VerificationQueueRow; onDecided: (confirmation: string) => void };

export const VerificationDecision = ({ row, onDecided }: Props) => {
  const [isDenying, setIsDenying] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approved' | 'denied' | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A denial without a reason is refused by the server, whose message then sits under the reason.
  const decide = async (decision: 'approved' | 'denied') => {
    setBusy(decision);
    setError(null);
    try {
      await decideVerification(row.verificationId, decision === 'denied' ? { decision, reason } : { decision });
      setIsDenying(false);
      onDecided(decisionConfirmation(row, decision));
    } catch (failure) {
      const fieldMessage = fieldsOf(failure).reason;
      if (fieldMessage) setReasonError(fieldMessage);
      else setError(messageOf(failure));
    } finally {
      setBusy(null);
    }
  };

  const kind = VERIFICATION_KIND_LABELS[row.kind].toLowerCase();
  return (
    <div>
      <div className={styles.buttonRow}>
        <Button
          variant="primary"
          isBusy={busy === 'approved'}
          disabled={busy !== null}
          onClick={() => decide('approved')}
        >
          Approve {kind}
        </Button>
        <Button disabled={busy !== null} onClick={() => setIsDenying(true)}>
          Deny…
        </Button>
      </div>
      {error && !isDenying && <Alert>{error}</Alert>}
      <ReasonDialog
        isOpen={isDenying}
        title={`Deny the ${kind} of ${row.investor.name}`}
        confirmLabel="Deny and tell the investor"
        isBusy={busy === 'denied'}
        isRequired
        reason={reason}
        reasonError={reasonError}
        error={isDenying ? error : null}
        onReasonChange={(text) => {
          setReason(text);
          setReasonError(null);
        }}
        onCancel={() => setIsDenying(false)}
        onConfirm={() => decide('denied')}
      />
    </div>
  );
};
