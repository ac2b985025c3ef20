// Clear a possible match (not the person) or confirm it (the person), each with the note that stays with the decision
// (docs/kyc.md 'Review'). The server refuses a decision without a note; its message then sits under the note.
import { useState } from 'react';
import type { ScreeningMatchRow } from '../../../../shared/api/screening';
import { SCREENING_NOTE_MAX } from '../../../../shared/schemas/admin/screening-decision.schema';
import { Button } from '../../../components/ui/button';
import styles from '../admin.module.css';
import { Alert } from '../admin-frame';
import { decideScreening } from '../api/screening-calls';
import { fieldsOf, messageOf } from '../error-text';
import { ReasonDialog } from '../transaction/reason-dialog';
import { decisionConfirmation } from './screening-labels';

type Decision = 'clear' | 'confirm';
type Props = { row: ScreeningMatchRow; onDecided: (confirmation: string) => void };

const DIALOG: Record<Decision, { title: (row: ScreeningMatchRow) => string; confirmLabel: string }> = {
  clear: { title: (row) => `Clear: ${row.subjectName} is not ${row.entryName}`, confirmLabel: 'Clear the match' },
  confirm: {
    title: (row) => `Confirm: ${row.subjectName} is ${row.entryName}`,
    confirmLabel: 'Confirm and block the subscription',
  },
};

export const ScreeningDecision = ({ row, onDecided }: Props) => {
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const decide = async (decision: Decision) => {
    setIsBusy(true);
    setError(null);
    try {
      await decideScreening(row.id, { decision, note });
      setDeciding(null);
      onDecided(decisionConfirmation(row, decision));
    } catch (failure) {
      const fieldMessage = fieldsOf(failure).note;
      if (fieldMessage) setNoteError(fieldMessage);
      else setError(messageOf(failure));
    } finally {
      setIsBusy(false);
    }
  };

  const open = (decision: Decision) => {
    setDeciding(decision);
    setError(null);
    setNoteError(null);
  };

  return (
    <div>
      <div className={styles.buttonRow}>
        <Button variant="primary" disabled={isBusy} onClick={() => open('clear')}>
          Not the person…
        </Button>
        <Button disabled={isBusy} onClick={() => open('confirm')}>
          Same person…
        </Button>
      </div>
      {error && !deciding && <Alert>{error}</Alert>}
      <ReasonDialog
        isOpen={deciding !== null}
        title={deciding ? DIALOG[deciding].title(row) : ''}
        confirmLabel={deciding ? DIALOG[deciding].confirmLabel : ''}
        isBusy={isBusy}
        isRequired
        reasonLabel="Note (why; kept with the decision, never shown to the investor)"
        reasonMax={SCREENING_NOTE_MAX}
        reason={note}
        reasonError={noteError}
        error={deciding ? error : null}
        onReasonChange={(text) => {
          setNote(text);
          setNoteError(null);
        }}
        onCancel={() => setDeciding(null)}
        onConfirm={() => deciding && decide(deciding)}
      />
    </div>
  );
};
