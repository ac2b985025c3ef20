// The fund's change request on a signed agreement (docs/admin.md 'Change requests'): mark answers with a note each,
// choose re-sign only or change the answers then re-sign; and the requests made, open until the investor re-signs.
import { useId, useState } from 'react';
import type { TransactionDetailAnswer } from '../../../../shared/api/admin-transaction';
import {
  CHANGE_NOTE_MAX,
  CHANGE_REQUEST_MODE_LABELS,
  CHANGE_REQUEST_MODES,
  type ChangeRequestMode,
} from '../../../../shared/domain/change-requests';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Panel } from '../../../components/ui/page';
import { ApiError } from '../../../lib/api/api-error';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';
import { Alert } from '../admin-frame';
import { requestChange } from '../api/bulk-calls';
import { messageOf } from '../error-text';

type Props = { detail: TransactionDetailAnswer; onChange: (detail: TransactionDetailAnswer) => void };

const fieldErrorsOf = (failure: unknown, fields: string[]): Record<string, string> => {
  const errors = failure instanceof ApiError ? (failure.body.fields ?? {}) : {};
  const byField: Record<string, string> = {};
  for (const [key, text] of Object.entries(errors)) {
    const [, index] = /^items\.(\d+)\./.exec(key) ?? [];
    const field = index === undefined ? undefined : fields[Number(index)];
    if (field && !byField[field]) byField[field] = text;
  }
  return byField;
};

export const ChangeRequestPanel = ({ detail, onChange }: Props) => {
  const baseId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [mode, setMode] = useState<ChangeRequestMode>('changeAnswers');
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const marked = Object.keys(notes);
  const { markableAnswers, changeRequests } = detail;

  const toggle = (field: string, isChecked: boolean) =>
    setNotes((current) => {
      const next = { ...current };
      if (isChecked) next[field] = '';
      else delete next[field];
      return next;
    });

  const onSend = async () => {
    setError(null);
    setErrors({});
    if (marked.length === 0) {
      setError('Please mark at least one answer.');
      return;
    }
    setIsBusy(true);
    try {
      const fields = markableAnswers.map((a) => a.field).filter((field) => field in notes);
      onChange(
        await requestChange(detail.row.transactionId, {
          mode,
          items: fields.map((field) => ({ field, note: notes[field] ?? '' })),
        }),
      );
      setIsOpen(false);
      setNotes({});
      setDone('Change requested; the investor was told by e-mail.');
    } catch (failure) {
      const fields = markableAnswers.map((a) => a.field).filter((field) => field in notes);
      setErrors(fieldErrorsOf(failure, fields));
      setError(messageOf(failure));
    } finally {
      setIsBusy(false);
    }
  };

  if (markableAnswers.length === 0 && changeRequests.length === 0) return null;
  return (
    <Panel className={styles.section}>
      <h2>Change requests</h2>
      {markableAnswers.length > 0 && (
        <p>
          <Button onClick={() => setIsOpen(true)}>Request a change…</Button>
        </p>
      )}
      {done && <Alert tone="success">{done}</Alert>}
      {changeRequests.length > 0 && (
        <ul className={styles.plainList}>
          {changeRequests.map((request) => (
            <li key={request.id}>
              <strong>{request.answeredAt ? 'Answered' : 'Open'}</strong>: {CHANGE_REQUEST_MODE_LABELS[request.mode]},
              by {request.requestedBy} on {formatInstant(request.requestedAt)}
              {request.answeredAt && `; re-signed on ${formatInstant(request.answeredAt)}`}
              <ul>
                {request.items.map((item) => (
                  <li key={item.field}>
                    {item.label}: {item.note}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Request a change"
        actions={
          <>
            <Button onClick={() => setIsOpen(false)}>Cancel</Button>
            <Button variant="primary" isBusy={isBusy} onClick={onSend}>
              Send to the investor
            </Button>
          </>
        }
      >
        <p>
          The signed agreement is voided (its record is kept) and {detail.decisionMail.name} is e-mailed at{' '}
          <strong>{detail.decisionMail.email}</strong> with your notes.
        </p>
        <fieldset className={styles.fieldset}>
          <legend>What should the investor do?</legend>
          {CHANGE_REQUEST_MODES.map((value) => (
            <label key={value} className={styles.checkbox}>
              <input
                type="radio"
                name={`${baseId}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {CHANGE_REQUEST_MODE_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Answers to mark, each with a note the investor reads above the question</legend>
          {markableAnswers.map((answer) => {
            const noteId = `${baseId}-${answer.field}`;
            const fieldError = errors[answer.field];
            const isMarked = answer.field in notes;
            return (
              <div key={answer.field}>
                <label className={styles.checkbox}>
                  <input
                    type="checkbox"
                    checked={isMarked}
                    disabled={answer.isLocked && mode === 'changeAnswers'}
                    onChange={(event) => toggle(answer.field, event.target.checked)}
                  />
                  {answer.label}: {answer.value}
                  {answer.isLocked && ' (locked)'}
                </label>
                {isMarked && (
                  <>
                    <label htmlFor={noteId} className={styles.label}>
                      Note about {answer.label}
                    </label>
                    <textarea
                      id={noteId}
                      className={[styles.input, fieldError && styles.invalid].filter(Boolean).join(' ')}
                      rows={2}
                      maxLength={CHANGE_NOTE_MAX}
                      aria-invalid={fieldError ? true : undefined}
                      aria-describedby={fieldError ? `${noteId}-error` : undefined}
                      value={notes[answer.field] ?? ''}
                      onChange={(event) => setNotes((current) => ({ ...current, [answer.field]: event.target.value }))}
                    />
                    {fieldError && (
                      <p id={`${noteId}-error`} className={styles.fieldError}>
                        {fieldError}
                      </p>
                    )}
                  </>
                )}
              </div>
            );
          })}
        </fieldset>
        {error && <Alert>{error}</Alert>}
      </Dialog>
    </Panel>
  );
};
