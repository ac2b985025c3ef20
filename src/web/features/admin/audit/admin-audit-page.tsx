// The audit log (issue 'Audit log'): every admin action and every change to an investor's answers, filterable, with
// the verification of its hash chain.
import { type FormEvent, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AuditEntryView, AuditQuery, AuditVerification } from '../../../../shared/api/admin-audit';
import { Button } from '../../../components/ui/button';
import { Loading, Panel } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { AdminFrame, Alert } from '../admin-frame';
import { listAudit, verifyAudit } from '../api/audit-calls';
import { messageOf } from '../error-text';
import { dayInputToIso } from '../fund-settings/eastern-inputs';
import { useAdminLoad } from '../use-admin-load';
import { AuditTable } from './audit-table';

const FILTERS = [
  ['action', 'Action starts with', 'text'],
  ['actor', 'By (e-mail)', 'text'],
  ['target', 'On (fund, transaction or investor id)', 'text'],
  ['from', 'From (day)', 'date'],
  ['to', 'To (day)', 'date'],
] as const;

const queryFrom = (params: URLSearchParams): AuditQuery => {
  const day = (name: string, endOfDay: boolean) => {
    const iso = dayInputToIso(params.get(name) ?? '');
    // A day runs from midnight to midnight Eastern; noon ± 12 hours covers it.
    return iso ? new Date(new Date(iso).getTime() + (endOfDay ? 12 : -12) * 3_600_000).toISOString() : undefined;
  };
  return {
    action: params.get('action') || undefined,
    actor: params.get('actor') || undefined,
    target: params.get('target') || undefined,
    from: day('from', false),
    to: day('to', true),
  };
};

export const AdminAuditPage = () => {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const [draft, setDraft] = useState(() => Object.fromEntries(FILTERS.map(([name]) => [name, params.get(name) ?? ''])));
  const [older, setOlder] = useState<AuditEntryView[]>([]);
  const [verification, setVerification] = useState<AuditVerification | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are read from `key`, the address's search part.
  const load = useCallback((signal: AbortSignal) => listAudit(queryFrom(params), signal), [key]);
  const { data, error, isLoading } = useAdminLoad(load);
  const entries = [...(data?.entries ?? []), ...older];
  const nextBefore = older.length > 0 ? (older.at(-1)?.id ?? null) : (data?.nextBefore ?? null);

  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    setOlder([]);
    setParams(new URLSearchParams(Object.entries(draft).filter(([, value]) => value.trim() !== '')));
  };

  const onOlder = async () => {
    if (nextBefore === null) return;
    try {
      const page = await listAudit({ ...queryFrom(params), before: nextBefore });
      setOlder([...older, ...page.entries]);
    } catch (failure) {
      setMessage(messageOf(failure));
    }
  };

  const onVerify = async () => {
    try {
      setVerification(await verifyAudit());
    } catch (failure) {
      setMessage(messageOf(failure));
    }
  };

  return (
    <AdminFrame title="Audit log" lead="Every admin action and every change to an investor’s answers, hash-chained.">
      <Panel className={styles.section}>
        <h2>Verification</h2>
        <Button onClick={onVerify}>Verify the chain</Button>
        {verification &&
          (verification.isIntact ? (
            <Alert tone="success">
              The audit log is intact: {verification.checked} entries checked. Head hash{' '}
              <span className={styles.hash}>{verification.headHash ?? '—'}</span>
            </Alert>
          ) : (
            <Alert>
              The audit log was tampered with:
              <ul>
                {verification.problems.map((problem) => (
                  <li key={`${problem.kind}-${problem.seq}-${problem.auditLogId}`}>{problem.message}</li>
                ))}
              </ul>
            </Alert>
          ))}
      </Panel>
      <form className={styles.filters} onSubmit={onFilter} aria-label="Filter the audit log">
        {FILTERS.map(([name, label, type]) => (
          <div key={name} className={styles.field}>
            <label htmlFor={`audit-${name}`} className={styles.label}>
              {label}
            </label>
            <input
              id={`audit-${name}`}
              type={type}
              className={styles.input}
              value={draft[name] ?? ''}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
            />
          </div>
        ))}
        <Button type="submit">Filter</Button>
      </form>
      {message && <Alert>{message}</Alert>}
      {isLoading && <Loading />}
      {error && <Alert>{error}</Alert>}
      {data && <AuditTable entries={entries} caption="Audit entries" />}
      {nextBefore !== null && <Button onClick={onOlder}>Show older entries</Button>}
    </AdminFrame>
  );
};
