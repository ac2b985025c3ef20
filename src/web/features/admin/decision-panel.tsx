// The fund's decisions (issue 'Decisions'): approve, reject with a reason the investor reads, countersign an
// approved and fully signed agreement, and the dates that complete the subscription (SPEC §4).
import { useId, useState } from 'react';
import type { TransactionDetailAnswer } from '../../../shared/api/admin-transaction';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Panel } from '../../components/ui/page';
import styles from './admin.module.css';
import { Alert } from './admin-frame';
import { approveTransaction, countersignTransaction, rejectTransaction } from './api/pipeline-calls';
import { DatesForm } from './dates-form';
import { messageOf } from './error-text';

type Props = { detail: TransactionDetailAnswer; onChange: (detail: TransactionDetailAnswer) => void };

export const DecisionPanel = ({ detail, onChange }: Props) => {
  const reasonId = useId();
  const { row } = detail;
  const [isRejecting, setIsRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const act = async (name: string, call: () => Promise<TransactionDetailAnswer>, done: string) => {
    setBusy(name);
    setMessage(null);
    try {
      onChange(await call());
      setMessage({ tone: 'success', text: done });
      return true;
    } catch (failure) {
      setMessage({ tone: 'error', text: messageOf(failure) });
      return false;
    } finally {
      setBusy(null);
    }
  };

  const onReject = async () => {
    const isDone = await act(
      'reject',
      () => rejectTransaction(row.transactionId, reason),
      'Rejected; the investor was told by e-mail.',
    );
    if (isDone) {
      setIsRejecting(false);
      setReason('');
    }
  };

  return (
    <Panel className={styles.section}>
      <h2>Decision</h2>
      <div className={styles.buttonRow}>
        {row.approval !== 'approved' && (
          <Button
            variant="primary"
            isBusy={busy === 'approve'}
            onClick={() =>
              act('approve', () => approveTransaction(row.transactionId), 'Approved; the investor was told by e-mail.')
            }
          >
            Approve
          </Button>
        )}
        {row.approval !== 'rejected' && !row.isComplete && (
          <Button onClick={() => setIsRejecting(true)}>Reject…</Button>
        )}
        <Button
          disabled={!detail.canCountersign}
          isBusy={busy === 'countersign'}
          onClick={() =>
            act(
              'countersign',
              () => countersignTransaction(row.transactionId, 'Authorized signatory'),
              'Countersigned for the fund.',
            )
          }
        >
          Countersign for the fund
        </Button>
      </div>
      {!detail.canCountersign && (
        <p className={styles.hint}>
          The fund countersigns once the subscription is approved and every signer has signed.
        </p>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <DatesForm detail={detail} onChange={onChange} />
      <Dialog
        isOpen={isRejecting}
        onClose={() => setIsRejecting(false)}
        title="Reject this subscription"
        actions={
          <>
            <Button onClick={() => setIsRejecting(false)}>Cancel</Button>
            <Button variant="primary" isBusy={busy === 'reject'} onClick={onReject}>
              Reject and tell the investor
            </Button>
          </>
        }
      >
        <label htmlFor={reasonId} className={styles.label}>
          Reason (the investor reads it)
        </label>
        <textarea
          id={reasonId}
          className={styles.input}
          rows={4}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {message?.tone === 'error' && isRejecting && <Alert>{message.text}</Alert>}
      </Dialog>
    </Panel>
  );
};
