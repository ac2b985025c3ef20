// Audit entries as a table: when, what, who (and as whom), on what, the details, and the place in the hash chain.
import type { AuditEntryView } from '../../../../shared/api/admin-audit';
import styles from '../admin.module.css';
import { formatInstant } from '../admin-format';

const detailsText = (details: Record<string, unknown>): string =>
  Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');

export const AuditTable = ({ entries, caption }: { entries: readonly AuditEntryView[]; caption: string }) =>
  entries.length === 0 ? (
    <p>Nothing recorded yet.</p>
  ) : (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Action</th>
            <th scope="col">By</th>
            <th scope="col">Acting as</th>
            <th scope="col">On</th>
            <th scope="col">Details</th>
            <th scope="col">Chain</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatInstant(entry.at)}</td>
              <td>{entry.action}</td>
              <td>{entry.actor?.email ?? 'The portal'}</td>
              <td>{entry.impersonated?.email ?? '—'}</td>
              <td className={styles.breakAll}>{entry.target ?? '—'}</td>
              <td className={styles.details}>{detailsText(entry.details)}</td>
              <td>{entry.seq === null ? 'Not sealed yet' : `#${entry.seq}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
