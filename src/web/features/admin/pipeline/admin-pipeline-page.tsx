// A fund's pipeline (issue 'Pipeline'): its transactions a page at a time, with investor, method, current step,
// amount, signatures, approval and dates; filter, search, sort and the page (kept in the address, so a view can be
// shared); and the exports. Pages follow the server's keyset cursors: 'Next page' and 'Previous page'.
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  PIPELINE_PAGE_MAX,
  PIPELINE_SORT_KEYS,
  PIPELINE_STATUSES,
  type PipelineQuery,
  type PipelineSortKey,
  type PipelineStatus,
} from '../../../../shared/api/admin-pipeline';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Loading } from '../../../components/ui/page';
import styles from '../admin.module.css';
import { formatInstant, formatMoney } from '../admin-format';
import { AdminFrame, Alert } from '../admin-frame';
import { adminPaths } from '../admin-paths';
import { getPipeline, runRemindersNow } from '../api/pipeline-calls';
import { messageOf } from '../error-text';
import { useAdminLoad } from '../use-admin-load';
import { PipelineBulkBar } from './pipeline-bulk-bar';
import { PipelineExports } from './pipeline-exports';
import { PipelineFilters } from './pipeline-filters';
import { approvalText, signaturesText } from './pipeline-labels';

/** Rows per page from the address (`?limit=`), within what the server allows; its default otherwise. */
const pageSizeOf = (value: string | null): number | undefined => {
  const size = Number(value ?? '');
  return Number.isInteger(size) && size >= 1 && size <= PIPELINE_PAGE_MAX ? size : undefined;
};

const queryFrom = (params: URLSearchParams): PipelineQuery => {
  const status = params.get('status');
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    search: params.get('search') ?? undefined,
    status: PIPELINE_STATUSES.includes(status as PipelineStatus) ? (status as PipelineStatus) : undefined,
    sort: PIPELINE_SORT_KEYS.includes(sort as PipelineSortKey) ? (sort as PipelineSortKey) : undefined,
    order: order === 'asc' || order === 'desc' ? order : undefined,
    limit: pageSizeOf(params.get('limit')),
    after: params.get('after') ?? undefined,
    before: params.get('before') ?? undefined,
  };
};

/** Where the page's cursor lives in the address; a new filter or sort starts again from the first page. */
const PAGE_PARAMS = ['after', 'before'];

export const AdminPipelinePage = () => {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read from `key`, the address's search part.
  const load = useCallback((signal: AbortSignal) => getPipeline(slug, queryFrom(params), signal), [slug, key]);
  const { data, error, isLoading, reload } = useAdminLoad(load);
  const [notice, setNotice] = useState<string | null>(null);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const rows = data?.rows ?? [];
  const selected = rows.filter((row) => selectedIds.has(row.transactionId));
  const isAllSelected = rows.length > 0 && selected.length === rows.length;
  const select = (ids: string[], isChecked: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isChecked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    for (const cursor of PAGE_PARAMS) next.delete(cursor);
    if (value === '') next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };

  const goToPage = (name: 'after' | 'before', cursor: string) => {
    const next = new URLSearchParams(params);
    for (const other of PAGE_PARAMS) next.delete(other);
    next.set(name, cursor);
    setParams(next);
  };

  const onRunReminders = async () => {
    try {
      const { sent } = await runRemindersNow();
      setNotice(`${sent} reminder${sent === 1 ? '' : 's'} sent.`);
      reload();
    } catch (failure) {
      setNotice(messageOf(failure));
    }
  };

  return (
    <AdminFrame
      title={data ? `${data.fund.name}: pipeline` : 'Pipeline'}
      lead={data && `${data.rows.length} of ${data.total} subscriptions shown.`}
      actions={
        <>
          <ButtonLink to={adminPaths.dashboard(slug)}>Dashboard</ButtonLink>
          <ButtonLink to={adminPaths.funnel(slug)}>Funnel</ButtonLink>
          <ButtonLink to={adminPaths.dataRoom(slug)}>Data room</ButtonLink>
          <ButtonLink to={adminPaths.webhooks(slug)}>Webhooks</ButtonLink>
          <ButtonLink to={adminPaths.editFund(slug)}>Fund settings</ButtonLink>
        </>
      }
    >
      <PipelineExports slug={slug} />
      <PipelineFilters query={query} onChange={setParam} />
      <p>
        <Button variant="quiet" onClick={onRunReminders}>
          Send due reminders now
        </Button>{' '}
        {notice && <span role="status">{notice}</span>}
      </p>
      {isLoading && <Loading />}
      {error && <Alert>{error}</Alert>}
      {data && data.rows.length === 0 && <p>No subscription matches.</p>}
      {data && data.rows.length > 0 && <PipelineBulkBar slug={slug} selected={selected} onDone={reload} />}
      {data && data.rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>Subscriptions</caption>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Select every subscription on this page"
                    checked={isAllSelected}
                    onChange={(event) =>
                      select(
                        rows.map((row) => row.transactionId),
                        event.target.checked,
                      )
                    }
                  />
                </th>
                <th scope="col">Investor</th>
                <th scope="col">Method</th>
                <th scope="col">Current step</th>
                <th scope="col">Amount</th>
                <th scope="col">Reservation</th>
                <th scope="col">Signatures</th>
                <th scope="col">Approval</th>
                <th scope="col">Status</th>
                <th scope="col">Memorandum</th>
                <th scope="col">Signed</th>
                <th scope="col">Last change</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.transactionId}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Select ${row.investor.name} (${row.investor.email})`}
                      checked={selectedIds.has(row.transactionId)}
                      onChange={(event) => select([row.transactionId], event.target.checked)}
                    />
                  </td>
                  <th scope="row">
                    <Link to={adminPaths.transaction(row.transactionId)}>{row.investor.name}</Link>
                    <span className={styles.muted}> {row.investor.email}</span>
                  </th>
                  <td>{row.methodOfInvestment ?? '—'}</td>
                  <td>{row.currentStepTitle}</td>
                  <td>{formatMoney(row.amount)}</td>
                  <td>{formatMoney(row.reservationAmount)}</td>
                  <td>{signaturesText(row)}</td>
                  <td>{approvalText(row)}</td>
                  <td>{row.statusText}</td>
                  <td>{row.memorandumReadAt ? `Read ${formatInstant(row.memorandumReadAt)}` : 'Not opened'}</td>
                  <td>{formatInstant(row.subscriptionAgreementDate)}</td>
                  <td>{formatInstant(row.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && (data.page.previous || data.page.next) && (
        <nav className={styles.pager} aria-label="Pipeline pages">
          <Button
            variant="quiet"
            disabled={!data.page.previous}
            onClick={() => data.page.previous && goToPage('before', data.page.previous)}
          >
            Previous page
          </Button>
          <Button
            variant="quiet"
            disabled={!data.page.next}
            onClick={() => data.page.next && goToPage('after', data.page.next)}
          >
            Next page
          </Button>
        </nav>
      )}
    </AdminFrame>
  );
};
