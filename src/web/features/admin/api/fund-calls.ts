// Back-office fund calls (docs/admin.md 'Funds').
import type {
  AdminFundAnswer,
  AdminFundsAnswer,
  AgreementPreviewAnswer,
  FundInput,
} from '../../../../shared/api/admin-funds';
import { adminRequest } from './admin-request';

const fundPath = (slug: string) => `/api/admin/funds/${encodeURIComponent(slug)}`;

export const listAdminFunds = (signal?: AbortSignal) =>
  adminRequest<AdminFundsAnswer>({ path: '/api/admin/funds', signal });

export const getAdminFund = (slug: string, signal?: AbortSignal) =>
  adminRequest<AdminFundAnswer>({ path: fundPath(slug), signal });

export const createFund = (input: FundInput) =>
  adminRequest<AdminFundAnswer>({ path: '/api/admin/funds', method: 'POST', body: input });

export const updateFund = (slug: string, input: FundInput) =>
  adminRequest<AdminFundAnswer>({ path: fundPath(slug), method: 'POST', body: input });

export const previewAgreement = (pdfBase64: string) =>
  adminRequest<AgreementPreviewAnswer>({ path: '/api/admin/agreement-preview', method: 'POST', body: { pdfBase64 } });

/** E-signature's template call: the fund's agreement from now on. */
export const uploadAgreementTemplate = (slug: string, pdfBase64: string, fileName: string) =>
  adminRequest<{ documentId: string; sha256: string }>({
    path: `/api/admin/signing/funds/${encodeURIComponent(slug)}/template`,
    method: 'POST',
    body: { pdfBase64, fileName },
  });

export const templateDownloadPath = (slug: string) => `/api/admin/signing/funds/${encodeURIComponent(slug)}/template`;
