// The dates that make a subscription complete (docs/spec.md §4 'Transaction completeness'): funds transferred, accreditation
// proven, completed. Entered as calendar days, kept at noon US Eastern.
import { type FormEvent, useState } from 'react';
import type { TransactionDatesRequest, TransactionDetailAnswer } from '../../../../shared/api/admin-transaction';
import { Button } from '../../../components/ui/button';
import styles from '../admin.module.css';
import { Alert } from '../admin-frame';
import { recordTransactionDates } from '../api/pipeline-calls';
import { messageOf } from '../error-text';
import { dayInputToIso, isoToDayInput } from '../fund-settings/eastern-inputs';

const FIELDS = [
  ['fundsTransferDate', 'Funds transferred'],
  ['proofOfAccreditationDate', 'Accreditation proven'],
  ['completionDate', 'Completed'],
] as const;

type Props = { detail: TransactionDetailAnswer; onChange: (detail: TransactionDetailAnswer) => void };

export const DatesForm = ({ detail, onChange }: Props) => {
  const { row } = detail;
  const [days, setDays] = useState(() => Object.fromEntries(FIELDS.map(([key]) => [key, isoToDayInput(row[key])])));
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const request: TransactionDatesRequest = {};
    for (const [key] of FIELDS) request[key] = dayInputToIso(days[key] ?? '');
    setIsBusy(true);
    try {
      const saved = await recordTransactionDates(row.transactionId, request);
      onChange(saved);
      setMessage({ tone: 'success', text: saved.row.isComplete ? 'Saved: the subscription is complete.' : 'Saved.' });
    } catch (failure) {
      setMessage({ tone: 'error', text: messageOf(failure) });
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form className={styles.datesForm} onSubmit={onSubmit} aria-label="Closing dates">
      <h3>Closing dates</h3>
      <div className={styles.grid}>
        {FIELDS.map(([key, label]) => (
          <div key={key} className={styles.field}>
            <label htmlFor={`date-${key}`} className={styles.label}>
              {label}
            </label>
            <input
              id={`date-${key}`}
              type="date"
              className={styles.input}
              value={days[key] ?? ''}
              onChange={(event) => setDays({ ...days, [key]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <Button type="submit" isBusy={isBusy}>
        Save dates
      </Button>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
    </form>
  );
};
