// Back-office fund calls (docs/admin.md 'Funds').
import type {
  AdminFundAnswer,
  AdminFundsAnswer,
  AgreementPreviewAnswer,
  FundInput,
} from '../../../../shared/api/admin-funds';
import type { AdminFundPageAnswer, FundPageInput, TeamPhotoUpload } from '../../../../shared/api/fund-page';
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

const pagePath = (slug: string) => `${fundPath(slug)}/page`;

/** The fund page's overview, team and FAQ as Markdown (docs/admin.md 'The fund page'). */
export const getFundPage = (slug: string, signal?: AbortSignal) =>
  adminRequest<AdminFundPageAnswer>({ path: pagePath(slug), signal });

export const saveFundPage = (slug: string, input: FundPageInput) =>
  adminRequest<AdminFundPageAnswer>({ path: pagePath(slug), method: 'POST', body: input });

export const uploadTeamPhoto = (slug: string, memberId: string, photo: TeamPhotoUpload) =>
  adminRequest<AdminFundPageAnswer>({
    path: `${fundPath(slug)}/team/${encodeURIComponent(memberId)}/photo`,
    method: 'POST',
    body: photo,
  });
