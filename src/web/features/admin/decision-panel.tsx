// The fund's decisions (issue 'Decisions'): approve, reject with a reason the investor reads, countersign an
// approved and fully signed agreement, and the dates that complete the subscription (SPEC §4).
import { useState } from 'react';
import type { TransactionDetailAnswer } from '../../../shared/api/admin-transaction';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/page';
import styles from './admin.module.css';
import { Alert } from './admin-frame';
import { approveTransaction, rejectTransaction } from './api/pipeline-calls';
import { CountersignPanel } from './countersign-panel';
import { DatesForm } from './dates-form';
import { messageOf } from './error-text';
import { ReasonDialog } from './reason-dialog';

type Props = { detail: TransactionDetailAnswer; onChange: (detail: TransactionDetailAnswer) => void };

export const DecisionPanel = ({ detail, onChange }: Props) => {
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
        {row.approval !== 'rejected' && !row.isComplete && !detail.signing?.countersignature && (
          <Button onClick={() => setIsRejecting(true)}>Reject…</Button>
        )}
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <CountersignPanel detail={detail} onChange={onChange} />
      <DatesForm detail={detail} onChange={onChange} />
      <ReasonDialog
        isOpen={isRejecting}
        title="Reject this subscription"
        confirmLabel="Reject and tell the investor"
        isBusy={busy === 'reject'}
        reason={reason}
        error={message?.tone === 'error' && isRejecting ? message.text : null}
        onReasonChange={setReason}
        onCancel={() => setIsRejecting(false)}
        onConfirm={onReject}
      />
    </Panel>
  );
};
