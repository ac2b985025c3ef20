// A fund's pipeline as CSV and its signed agreements as a ZIP (issue 'Export'). Tax ids are masked unless the admin
// explicitly asks for them in full; every export, and which kind, is in the audit log.
import type { FlowValues } from '../../../shared/domain/flow-values';
import { maskTaxId } from '../../../shared/domain/tax-id';
import { HttpError } from '../../http-error';
import { openFlowValues } from '../investment-flow/public-api';
import type { SigningEvidence } from '../signing/public-api';
import { recordAdminAction } from './admin-audit';
import type { AdminDeps } from './admin-deps';
import { toCsv } from './csv';
import { FUND_NOT_FOUND } from './fund-admin';
import type { PipelineSource } from './pipeline-repository';
import { toPipelineRow } from './pipeline-rows';
import { createZip, safeFileName } from './zip-writer';

export const NO_SIGNED_AGREEMENTS = 'No agreement of this fund is fully signed yet.';

const HEADER = [
  'Transaction',
  'Investor',
  'E-mail',
  'Method of investment',
  'Entity or trust',
  'Tax id',
  'Owner SSN (disregarded entity)',
  'Joint subscriber SSN',
  'IRA EIN',
  'Current step',
  'Status',
  'Amount (USD)',
  'Reservation (USD)',
  'Approval',
  'Rejection reason',
  'Signers',
  'Agreement signed',
  'Countersigned',
  'Funds transferred',
  'Accreditation proven',
  'Completed',
  'Started',
  'Last change',
] as const;

const dollars = (cents: number | null): string | null => (cents === null ? null : (cents / 100).toFixed(2));

/** The subscriber's own tax id: the one their method of investment asked for. */
const primaryTaxId = (v: FlowValues): string => {
  if (v.isGlobalInvestor) return v.intlTaxId;
  if (v.methodOfInvestment === 'entity') return v.isEin ? v.ein : v.ssn;
  return v.ssn || v.ein;
};

const csvRow = (source: PipelineSource, values: FlowValues, taxId: (value: string) => string) => {
  const row = toPipelineRow(source);
  return [
    row.transactionId,
    row.investor.name,
    row.investor.email,
    row.methodOfInvestment,
    values.entityTrustName || null,
    taxId(primaryTaxId(values)),
    taxId(values.disregardedEntitySsn),
    taxId(values.secondarySsn),
    taxId(values.iraSecondaryEin),
    row.currentStepTitle,
    row.statusText,
    dollars(row.amount),
    dollars(row.reservationAmount),
    row.approval,
    row.rejectionReason,
    row.signers.map((s) => `${s.name} (${s.role}): ${s.status}`).join('; '),
    row.subscriptionAgreementDate,
    row.countersignedAt,
    row.fundsTransferDate,
    row.proofOfAccreditationDate,
    row.completionDate,
    row.createdAt,
    row.updatedAt,
  ];
};

const fundSources = async (deps: AdminDeps, slug: string): Promise<PipelineSource[]> => {
  if (!(await deps.repos.funds.findBySlug(slug))) throw new HttpError(404, FUND_NOT_FOUND);
  return deps.office.pipeline.listByFund(slug);
};

export const exportPipelineCsv = async (
  deps: AdminDeps,
  { adminId, slug, isFullTaxIds }: { adminId: string; slug: string; isFullTaxIds: boolean },
): Promise<string> => {
  const sources = await fundSources(deps, slug);
  const taxId = isFullTaxIds ? (value: string) => value : maskTaxId;
  const rows = sources.map((source) => csvRow(source, openFlowValues(source.transaction.values, deps.cipher), taxId));
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: isFullTaxIds ? 'export.csv.fullTaxIds' : 'export.csv',
    target: slug,
    details: { rows: rows.length, isFullTaxIds },
  });
  return toCsv(HEADER, rows);
};

export const exportSignedAgreements = async (
  deps: AdminDeps,
  { adminId, slug, evidence }: { adminId: string; slug: string; evidence: SigningEvidence },
): Promise<Buffer> => {
  const sources = (await fundSources(deps, slug)).filter((source) => source.envelope?.status === 'completed');
  const files = [];
  for (const source of sources) {
    const pdf = source.envelope && (await deps.provider.document({ envelopeId: source.envelope.id, evidence }));
    if (!pdf?.isSealed) continue;
    const name = `${safeFileName(toPipelineRow(source).investor.name)}-${source.transaction.id.slice(0, 8)}.pdf`;
    const sealedAt = source.envelope?.countersignedAt ?? source.envelope?.completedAt;
    files.push({ name, bytes: pdf.bytes, modifiedAt: sealedAt ?? evidence.at });
  }
  if (files.length === 0) throw new HttpError(404, NO_SIGNED_AGREEMENTS);
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'export.agreements',
    target: slug,
    details: { files: files.map((f) => f.name) },
  });
  return createZip(files);
};
