// The pipeline's bulk calls and the fund's change request (docs/admin.md 'Bulk actions', 'Change requests').
import type { BulkAction, BulkAnswer } from '../../../../shared/api/admin-bulk';
import type { TransactionDetailAnswer } from '../../../../shared/api/admin-transaction';
import type { ChangeRequestBody } from '../../../../shared/api/change-requests';
import { ApiError, toErrorBody } from '../../../lib/api/api-error';
import { adminRequest } from './admin-request';

const bulkPath = (slug: string, action: string) => `/api/admin/funds/${encodeURIComponent(slug)}/bulk/${action}`;

export const runBulkAction = (slug: string, action: BulkAction, transactionIds: string[]) =>
  adminRequest<BulkAnswer>({ path: bulkPath(slug, action), method: 'POST', body: { transactionIds } });

export const requestChange = (id: string, body: ChangeRequestBody) =>
  adminRequest<TransactionDetailAnswer>({
    path: `/api/admin/transactions/${encodeURIComponent(id)}/change-request`,
    method: 'POST',
    body,
  });

/** The CSV of the selected subscriptions, saved under the name the server gives. */
export const downloadSelectedCsv = async (slug: string, transactionIds: string[]): Promise<void> => {
  const path = bulkPath(slug, 'export.csv');
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'text/csv, application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ transactionIds }),
  });
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    throw new ApiError(path, response.status, toErrorBody(payload));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'selected.csv';
  const url = URL.createObjectURL(await response.blob());
  Object.assign(document.createElement('a'), { href: url, download: name }).click();
  URL.revokeObjectURL(url);
};
