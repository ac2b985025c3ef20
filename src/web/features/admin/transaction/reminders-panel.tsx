// Reminders of a subscription (issue 'Reminders'): what was sent and when the next is due, send one now, and pause or
// resume every reminder of this investor.
import { useState } from 'react';
import type { TransactionDetailAnswer } from '../../../../shared/api/admin-transaction';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';
import { Alert } from '../admin-frame';
import { sendReminderNow, setRemindersPaused } from '../api/pipeline-calls';
import { messageOf } from '../error-text';

const KIND_WORDS = { wizard: 'Unfinished subscription', coSigner: 'Co-signer who has not signed' };

type Props = { detail: TransactionDetailAnswer; onChange: () => void };

export const RemindersPanel = ({ detail, onChange }: Props) => {
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { row, reminders, areRemindersPaused } = detail;

  const run = async (call: () => Promise<string>) => {
    setIsBusy(true);
    try {
      setMessage({ tone: 'success', text: await call() });
      onChange();
    } catch (failure) {
      setMessage({ tone: 'error', text: messageOf(failure) });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <Panel className={styles.section}>
      <h2>Reminders</h2>
      {reminders.length === 0 ? (
        <p>No reminder is scheduled.</p>
      ) : (
        <ul>
          {reminders.map((reminder) => (
            <li key={`${reminder.kind}-${reminder.nextDueAt ?? reminder.lastSentAt}`}>
              {KIND_WORDS[reminder.kind]}: {reminder.sentCount} sent
              {reminder.lastSentAt && `, last ${formatInstant(reminder.lastSentAt)}`}
              {reminder.isDone ? ' (finished)' : `, next ${formatInstant(reminder.nextDueAt)}`}
            </li>
          ))}
        </ul>
      )}
      {areRemindersPaused && <p>Reminders are paused for this investor.</p>}
      <div className={styles.buttonRow}>
        <Button
          isBusy={isBusy}
          onClick={() =>
            run(async () => {
              const { sent } = await sendReminderNow(row.transactionId);
              return `${sent} reminder${sent === 1 ? '' : 's'} sent.`;
            })
          }
        >
          Send a reminder now
        </Button>
        <Button
          variant="quiet"
          onClick={() =>
            run(async () => {
              await setRemindersPaused(row.investor.userId, !areRemindersPaused);
              return areRemindersPaused ? 'Reminders resumed.' : 'Reminders paused.';
            })
          }
        >
          {areRemindersPaused ? 'Resume reminders' : 'Pause reminders for this investor'}
        </Button>
      </div>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </Panel>
  );
};
