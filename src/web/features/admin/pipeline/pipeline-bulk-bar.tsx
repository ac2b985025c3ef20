// Work on the selected subscriptions of a pipeline page (docs/admin.md 'Bulk actions'): approve, countersign or remind
// them, or download them as CSV; then what was done and what was skipped, each with its reason.
import { useState } from 'react';
import type { BulkAction, BulkAnswer } from '../../../../shared/api/admin-bulk';
import type { PipelineRow } from '../../../../shared/api/admin-pipeline';
import { Button } from '../../../components/ui/button';
import styles from '../admin.module.css';
import { Alert } from '../admin-frame';
import { downloadSelectedCsv, runBulkAction } from '../api/bulk-calls';
import { ConfirmDialog } from '../confirm-dialog';
import { messageOf } from '../error-text';

type Props = { slug: string; selected: PipelineRow[]; onDone: () => void };

const WORDS: Record<BulkAction, { button: string; title: string; confirm: string; done: string }> = {
  approve: {
    button: 'Approve selected…',
    title: 'Approve the selected subscriptions',
    confirm: 'Approve and tell the investors',
    done: 'Approved',
  },
  countersign: {
    button: 'Countersign selected…',
    title: 'Countersign the selected subscriptions',
    confirm: 'Countersign for the fund',
    done: 'Countersigned',
  },
  remind: {
    button: 'Remind selected…',
    title: 'Remind the selected investors',
    confirm: 'Send the reminders',
    done: 'Reminded',
  },
};

export const PipelineBulkBar = ({ slug, selected, onDone }: Props) => {
  const [action, setAction] = useState<BulkAction | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<BulkAnswer | null>(null);
  const ids = selected.map((row) => row.transactionId);

  const onConfirm = async () => {
    if (!action) return;
    setIsBusy(true);
    setError(null);
    try {
      setAnswer(await runBulkAction(slug, action, ids));
      setAction(null);
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setIsBusy(false);
    }
  };

  const onDownload = async () => {
    setError(null);
    try {
      await downloadSelectedCsv(slug, ids);
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="bulk-heading">
      <h2 id="bulk-heading" className={styles.visuallyHidden}>
        Selected subscriptions
      </h2>
      <div className={styles.buttonRow}>
        <span role="status">{selected.length} selected</span>
        {(Object.keys(WORDS) as BulkAction[]).map((name) => (
          <Button key={name} disabled={selected.length === 0} onClick={() => setAction(name)}>
            {WORDS[name].button}
          </Button>
        ))}
        <Button variant="quiet" disabled={selected.length === 0} onClick={onDownload}>
          Download CSV of selected
        </Button>
      </div>
      {error && !action && <Alert>{error}</Alert>}
      {answer && (
        <div role="status" className={styles.section}>
          <p>
            <strong>
              {WORDS[answer.action].done}: {answer.done}. Skipped: {answer.skipped}.
            </strong>
          </p>
          {answer.skipped > 0 && (
            <ul>
              {answer.results
                .filter((result) => result.outcome === 'skipped')
                .map((result) => (
                  <li key={result.transactionId}>
                    {result.investorName ?? result.transactionId}: {result.reason}
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
      <ConfirmDialog
        isOpen={action !== null}
        title={action ? WORDS[action].title : ''}
        confirmLabel={action ? WORDS[action].confirm : ''}
        isBusy={isBusy}
        error={error}
        onCancel={() => setAction(null)}
        onConfirm={onConfirm}
      >
        <p>
          {selected.length} subscription{selected.length === 1 ? '' : 's'}; each goes through the same checks as on its
          own page, and those where it does not apply are skipped with the reason.
          {action === 'countersign' ? ' Countersigning sends no e-mail.' : ' An e-mail may go to:'}
        </p>
        {action !== 'countersign' && (
          <ul>
            {selected.map((row) => (
              <li key={row.transactionId}>
                {row.investor.name} ({row.investor.email})
              </li>
            ))}
          </ul>
        )}
      </ConfirmDialog>
    </section>
  );
};
