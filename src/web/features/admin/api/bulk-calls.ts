// The pipeline's bulk calls and the fund's change request (docs/admin.md 'Bulk actions', 'Change requests').
import type { BulkAction, BulkAnswer } from '../../../../shared/api/admin-bulk';
import type { TransactionDetailAnswer } from '../../../../shared/api/admin-transaction';
import type { ChangeRequestBody } from '../../../../shared/api/change-requests';
import { downloadFile } from '../../../lib/api/http';
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
export const downloadSelectedCsv = (slug: string, transactionIds: string[]): Promise<void> => {
  const path = bulkPath(slug, 'export.csv');
  return downloadFile({
    endpoint: path,
    path,
    body: { transactionIds },
    accept: 'text/csv',
    fallbackName: 'selected.csv',
  });
};
