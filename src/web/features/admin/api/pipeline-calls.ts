// Back-office pipeline, transaction and reminder calls (docs/admin.md 'Pipeline', 'Decisions', 'Reminders', 'Export').
import type { PipelineAnswer, PipelineQuery } from '../../../../shared/api/admin-pipeline';
import type {
  ReminderRunAnswer,
  TransactionDatesRequest,
  TransactionDetailAnswer,
} from '../../../../shared/api/admin-transaction';
import { downloadFile } from '../../../lib/api/http';
import { queryOf } from '../../../lib/api/page-api-paths';
import { adminRequest } from './admin-request';

const fundPath = (slug: string) => `/api/admin/funds/${encodeURIComponent(slug)}`;
const transactionPath = (id: string) => `/api/admin/transactions/${encodeURIComponent(id)}`;

export const getPipeline = (slug: string, query: PipelineQuery, signal?: AbortSignal) =>
  adminRequest<PipelineAnswer>({ path: `${fundPath(slug)}/pipeline${queryOf(query)}`, signal });

export const getTransactionDetail = (id: string, signal?: AbortSignal) =>
  adminRequest<TransactionDetailAnswer>({ path: transactionPath(id), signal });

const decide = (id: string, action: string, body: object = {}) =>
  adminRequest<TransactionDetailAnswer>({ path: `${transactionPath(id)}/${action}`, method: 'POST', body });

export const approveTransaction = (id: string) => decide(id, 'approve');
export const rejectTransaction = (id: string, reason: string) => decide(id, 'reject', { reason });
export const recordTransactionDates = (id: string, dates: TransactionDatesRequest) => decide(id, 'dates', dates);
export const countersignTransaction = (id: string, signatoryTitle: string) =>
  decide(id, 'countersign', { signatoryTitle });

export const sendReminderNow = (id: string) =>
  adminRequest<ReminderRunAnswer>({ path: `${transactionPath(id)}/remind`, method: 'POST', body: {} });

export const setRemindersPaused = (userId: string, isPaused: boolean) =>
  adminRequest<{ isPaused: boolean }>({
    path: `/api/admin/investors/${encodeURIComponent(userId)}/reminders`,
    method: 'POST',
    body: { isPaused },
  });

export const runRemindersNow = () =>
  adminRequest<ReminderRunAnswer>({ path: '/api/admin/reminders/run', method: 'POST', body: {} });

export const exportPaths = (slug: string) => ({
  csv: `${fundPath(slug)}/export.csv`,
  csvWithFullTaxIds: `${fundPath(slug)}/export.csv?taxIds=full`,
  agreements: `${fundPath(slug)}/agreements.zip`,
});

/** E-signature's admin download: the agreement as it stands, sealed once complete. */
export const agreementDownloadPath = (id: string) =>
  `/api/admin/signing/transactions/${encodeURIComponent(id)}/document`;

/**
 * Downloads a file the server may refuse (the full-tax-id CSV asks for a step-up first): a refusal becomes an ApiError
 * with the server's message, a file is saved under the name the server gives.
 */
export const downloadExport = (path: string, endpoint: string): Promise<void> =>
  downloadFile({ endpoint, path, accept: 'text/csv', fallbackName: 'export.csv' });

/** The signed agreements as a ZIP (W-9s with full tax ids among them: step-up first). */
export const downloadAgreementsZip = (slug: string): Promise<void> =>
  downloadFile({
    endpoint: 'GET /api/admin/funds/:slug/agreements.zip',
    path: exportPaths(slug).agreements,
    accept: 'application/zip',
    fallbackName: 'signed-agreements.zip',
  });

/** A subscriber's tax form as the back office downloads it (the full tax id: step-up first). */
export const downloadTaxForm = (path: string): Promise<void> =>
  downloadFile({
    endpoint: 'GET /api/admin/signing/transactions/:transactionId/tax-form',
    path,
    accept: 'application/pdf',
    fallbackName: 'tax-form.pdf',
  });
