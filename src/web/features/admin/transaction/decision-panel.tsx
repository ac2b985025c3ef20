// The fund's decisions (issue 'Decisions'): approve, reject with a reason the investor reads, countersign an
// approved and fully signed agreement, and the dates that complete the subscription (docs/spec.md §4).
import { useState } from 'react';
import type { TransactionDetailAnswer } from '../../../../shared/api/admin-transaction';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { Alert } from '../admin-frame';
import { approveTransaction, rejectTransaction } from '../api/pipeline-calls';
import { ConfirmDialog, MailRecipient } from '../confirm-dialog';
import { messageOf } from '../error-text';
import { CountersignPanel } from './countersign-panel';
import { DatesForm } from './dates-form';
import { ReasonDialog } from './reason-dialog';

type Props = { detail: TransactionDetailAnswer; onChange: (detail: TransactionDetailAnswer) => void };

export const DecisionPanel = ({ detail, onChange }: Props) => {
  const { row } = detail;
  const [isRejecting, setIsRejecting] = useState(false);
  const [isApproving, setIsApproving] = useState(false);
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
    const isDone = await act('reject', () => rejectTransaction(row.transactionId, reason), `Rejected; ${mailWords}.`);
    if (isDone) {
      setIsRejecting(false);
      setReason('');
    }
  };

  const mailWords = detail.decisionMail.isOn ? 'the investor was told by e-mail' : 'status e-mails are off';

  const onApprove = async () => {
    const isDone = await act('approve', () => approveTransaction(row.transactionId), `Approved; ${mailWords}.`);
    if (isDone) setIsApproving(false);
  };

  return (
    <Panel className={styles.section}>
      <h2>Decision</h2>
      {detail.lifecycleAnomalies.map((anomaly) => (
        <Alert key={anomaly} tone="info">
          <strong>Needs putting right:</strong> {anomaly}
        </Alert>
      ))}
      <div className={styles.buttonRow}>
        {detail.decisions.approve === null && (
          <Button variant="primary" onClick={() => setIsApproving(true)}>
            Approve…
          </Button>
        )}
        {detail.decisions.reject === null && <Button onClick={() => setIsRejecting(true)}>Reject…</Button>}
      </div>
      {detail.decisions.approve !== null && detail.decisions.reject !== null && (
        <p className={styles.muted}>{detail.decisions.reject}</p>
      )}
      {detail.decisions.approve !== null && detail.decisions.reject === null && (
        <p className={styles.muted}>{detail.decisions.approve}</p>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <CountersignPanel detail={detail} onChange={onChange} />
      <DatesForm detail={detail} onChange={onChange} />
      <ConfirmDialog
        isOpen={isApproving}
        title="Approve this subscription"
        confirmLabel="Approve and tell the investor"
        isBusy={busy === 'approve'}
        error={message?.tone === 'error' && isApproving ? message.text : null}
        onCancel={() => setIsApproving(false)}
        onConfirm={onApprove}
      >
        <p>
          {row.investor.name}'s subscription to {detail.fund.name} will be approved and wait for the fund's
          countersignature.
        </p>
        {detail.unopenedGoverningDocuments.length > 0 && (
          <Alert tone="info">
            <p>{row.investor.name} never opened these governing documents in the data room:</p>
            <ul>
              {detail.unopenedGoverningDocuments.map((document) => (
                <li key={document.title}>{document.title}</li>
              ))}
            </ul>
          </Alert>
        )}
        <MailRecipient {...detail.decisionMail} />
      </ConfirmDialog>
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
      >
        <MailRecipient {...detail.decisionMail} />
      </ReasonDialog>
    </Panel>
  );
};
